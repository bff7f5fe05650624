#include "matchrules.h"

namespace ry::verify {

CableMatchRules CableMatchRules::defaults()
{
    CableMatchRules r;
    r.nodeNames.push_back({QStringLiteral(R"(^MF0;([^:]+):)"), QStringLiteral(R"(\1)"), {}});
    // The RDMA device names of common drivers (model/names.h looksLikeRdmaDevice()) and the
    // "HCA-1" of older Mellanox OFED descriptions.
    const QString rdma = QStringLiteral(
        R"(((?:mlx\d+_|bnxt_re|irdma|i40iw|efa_|rxe|siw|hfi1_|qib|qedr|erdma|mana_|ionic_|hns_|)"
        R"(ocrdma|vmw_pvrdma|cxgb4_|usnic_)\d+|HCA-\d+))");
    r.nodeNames.push_back({QStringLiteral(R"(^(\S+)\s+)") + rdma + QLatin1Char('$'),
                           QStringLiteral(R"(\1)"), QStringLiteral(R"(\2)")});
    r.nodeNames.push_back({QStringLiteral(R"(^([^.\s]+)\.\S+\s+)") + rdma + QLatin1Char('$'),
                           QStringLiteral(R"(\1)"), QStringLiteral(R"(\2)")});
    r.nodeNames.push_back({QStringLiteral(R"(^([^.\s]+)\.\S+$)"), QStringLiteral(R"(\1)"), {}});
    return r;
}

namespace {

// Recursive-descent evaluator for the `{expr}` parts of a template.
class Expr
{
public:
    Expr(const QString &text, const QStringList &captures, int n, int s)
        : m_t(text), m_captures(captures), m_n(n), m_s(s)
    {
    }

    std::optional<long long> evaluate()
    {
        auto v = sum();
        skipBlanks();
        if (!v || m_pos != m_t.size())
            return std::nullopt;
        return v;
    }

private:
    void skipBlanks()
    {
        while (m_pos < m_t.size() && m_t[m_pos].isSpace())
            ++m_pos;
    }
    bool take(QChar c)
    {
        skipBlanks();
        if (m_pos < m_t.size() && m_t[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }
    std::optional<long long> sum()
    {
        auto v = product();
        while (v) {
            if (take(QLatin1Char('+'))) {
                auto r = product();
                v = r ? std::optional(*v + *r) : std::nullopt;
            } else if (take(QLatin1Char('-'))) {
                auto r = product();
                v = r ? std::optional(*v - *r) : std::nullopt;
            } else {
                break;
            }
        }
        return v;
    }
    std::optional<long long> product()
    {
        auto v = factor();
        while (v) {
            QChar op;
            for (QChar c : {QLatin1Char('*'), QLatin1Char('/'), QLatin1Char('%')})
                if (op.isNull() && take(c))
                    op = c;
            if (op.isNull())
                break;
            auto r = factor();
            if (!r || (op != QLatin1Char('*') && *r == 0))
                return std::nullopt;
            if (op == QLatin1Char('*'))
                v = *v * *r;
            else if (op == QLatin1Char('/'))
                v = *v / *r;
            else
                v = *v % *r;
        }
        return v;
    }
    std::optional<long long> factor()
    {
        skipBlanks();
        if (m_pos >= m_t.size())
            return std::nullopt;
        const QChar c = m_t[m_pos];
        if (take(QLatin1Char('('))) {
            auto v = sum();
            return v && take(QLatin1Char(')')) ? v : std::nullopt;
        }
        if (take(QLatin1Char('-'))) {
            auto v = factor();
            return v ? std::optional(-*v) : std::nullopt;
        }
        if (c == QLatin1Char('N') || c == QLatin1Char('S')) {
            ++m_pos;
            return c == QLatin1Char('N') ? m_n : m_s;
        }
        if (c == QLatin1Char('\\') && m_pos + 1 < m_t.size() && m_t[m_pos + 1].isDigit()) {
            const int k = m_t[m_pos + 1].digitValue();
            m_pos += 2;
            bool ok = false;
            const long long v = k < m_captures.size() ? m_captures[k].toLongLong(&ok) : 0;
            return ok ? std::optional(v) : std::nullopt;
        }
        if (c.isDigit()) {
            long long v = 0;
            while (m_pos < m_t.size() && m_t[m_pos].isDigit())
                v = v * 10 + m_t[m_pos++].digitValue();
            return v;
        }
        return std::nullopt;
    }

    const QString &m_t;
    const QStringList &m_captures;
    long long m_n, m_s;
    qsizetype m_pos = 0;
};

} // namespace

std::optional<QString> expandRuleTemplate(const QString &tpl, const QStringList &captures, int n,
                                          int s)
{
    QString out;
    for (qsizetype i = 0; i < tpl.size(); ++i) {
        const QChar c = tpl[i];
        if (c == QLatin1Char('\\') && i + 1 < tpl.size() && tpl[i + 1].isDigit()) {
            const int k = tpl[i + 1].digitValue();
            if (k < captures.size())
                out += captures[k];
            ++i;
        } else if (c == QLatin1Char('{')) {
            const qsizetype close = tpl.indexOf(QLatin1Char('}'), i + 1);
            if (close < 0)
                return std::nullopt;
            const QString body = tpl.mid(i + 1, close - i - 1);
            auto v = Expr(body, captures, n, s).evaluate();
            if (!v)
                return std::nullopt;
            out += QString::number(*v);
            i = close;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace ry::verify
