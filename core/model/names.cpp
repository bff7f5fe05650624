#include "names.h"

#include <string_view>

#include "util/error.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace ry::names {

namespace {

constexpr qsizetype kMaxLabel = 255;
constexpr qsizetype kMaxText = 65536;
/// RFC 1123 section 2.1 / RFC 1035 section 2.3.4: a label is 1..63 octets, a name at most
/// 253 characters in its text form (255 octets on the wire).
constexpr qsizetype kMaxHostLabel = 63;
constexpr qsizetype kMaxHostName = 253;
/// IFNAMSIZ is 16 in include/uapi/linux/if.h; the name and its NUL must fit.
constexpr qsizetype kMaxIfName = 15;

bool isLdh(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
           (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('-');
}

QString u(char32_t c)
{
    return QStringLiteral("U+") +
           QString::number(uint(c), 16).toUpper().rightJustified(4, QLatin1Char('0'));
}

/// The first character of `v` for which `bad` is true (NUL included). Every character the
/// rules single out (isForbiddenControl(), isInvisible()) is in the Basic Multilingual Plane,
/// so `bad` sees UTF-16 code units: a surrogate is never one of them.
template<typename Pred>
std::optional<char32_t> firstBad(const QString &v, Pred bad)
{
    for (const QChar c : v)
        if (bad(char32_t(c.unicode())))
            return char32_t(c.unicode());
    return std::nullopt;
}

QString checkText(const QString &v, bool multiLine, bool identifier)
{
    const qsizetype max = multiLine ? kMaxText : kMaxLabel;
    if (v.size() > max)
        return Tr::tr("It is %1 characters long; at most %2 are allowed.").arg(v.size()).arg(max);
    // Printable ASCII (U+0020..U+007E) holds no control or invisible character: only the
    // white space at the ends is left to check. Most names are such text.
    if (std::all_of(v.begin(), v.end(), [](QChar c) { return c.unicode() - 0x20u < 0x5fu; }))
        return identifier && !v.isEmpty() && (v.front() == u' ' || v.back() == u' ')
                   ? Tr::tr("It starts or ends with white space.")
                   : QString();
    if (const auto c = firstBad(v, [&](char32_t c) {
            if (multiLine && (c == U'\n' || c == U'\t'))
                return false;
            return isForbiddenControl(c);
        }))
        return Tr::tr("It holds the control character %1.").arg(u(*c));
    if (identifier) {
        if (const auto c = firstBad(v, isInvisible))
            return Tr::tr("It holds the invisible character %1.").arg(u(*c));
        if (!v.isEmpty() && (v.front().isSpace() || v.back().isSpace()))
            return Tr::tr("It starts or ends with white space.");
    }
    return {};
}

QString checkHost(const QString &v)
{
    if (v.size() > kMaxHostName)
        return Tr::tr("A host name is at most %1 characters long (RFC 1123), not %2.")
            .arg(kMaxHostName)
            .arg(v.size());
    for (QChar c : v)
        if (!isLdh(c) && c != QLatin1Char('.'))
            return Tr::tr("A host name holds only letters a-z, digits and hyphens, with dots "
                          "between labels (RFC 1123), not %1.")
                .arg(c.isPrint() && c.unicode() < 0x80 ? QStringLiteral("'%1'").arg(c)
                                                       : u(c.unicode()));
    for (const QString &label : v.split(QLatin1Char('.'))) {
        if (label.isEmpty())
            return Tr::tr("A host name has no empty labels (no leading, trailing or double dot).");
        if (label.size() > kMaxHostLabel)
            return Tr::tr("A label of a host name is at most %1 characters long (RFC 1123), "
                          "not %2.")
                .arg(kMaxHostLabel)
                .arg(label.size());
        if (label.front() == QLatin1Char('-') || label.back() == QLatin1Char('-'))
            return Tr::tr("A label of a host name neither starts nor ends with a hyphen "
                          "(RFC 1123).");
    }
    return {};
}

QString checkIfName(const QString &v)
{
    const QByteArray b = v.toUtf8();
    if (b.size() > kMaxIfName)
        return Tr::tr("An interface name is at most %1 bytes long (IFNAMSIZ - 1), not %2.")
            .arg(kMaxIfName)
            .arg(b.size());
    if (v == QLatin1String(".") || v == QLatin1String(".."))
        return Tr::tr("An interface name cannot be \".\" or \"..\".");
    for (QChar c : v) {
        const ushort x = c.unicode();
        if (x <= 0x20 || x >= 0x7f || c == QLatin1Char('/') || c == QLatin1Char(':') ||
            c == QLatin1Char('"') || c == QLatin1Char('\'') || c == QLatin1Char('\\') ||
            c == QLatin1Char('`') || c == QLatin1Char('$'))
            return Tr::tr("An interface name holds no white space, '/', ':', quotes, "
                          "backslash, '$' or non-ASCII characters (found %1).")
                .arg(c.isPrint() && x < 0x80 ? QStringLiteral("'%1'").arg(c) : u(x));
    }
    return {};
}

QString checkRegex(const QString &v, const QRegularExpression &re, const QString &what)
{
    if (v.isEmpty() || re.match(v).hasMatch())
        return {};
    return what;
}

} // namespace

bool isForbiddenControl(char32_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) ||
           (c >= 0x2066 && c <= 0x2069) || c == 0x2028 || c == 0x2029;
}

bool isInvisible(char32_t c)
{
    return (c >= 0x200b && c <= 0x200f) || (c >= 0x2060 && c <= 0x2064) || c == 0xfeff || c == 0xad;
}

Rule fieldRule(QAnyStringView kind, QAnyStringView field)
{
    // Looked up for every field of every object of a design (the reader, the validator): a
    // scan with the lengths compared first, no string built.
    struct Entry
    {
        std::string_view kind;
        std::string_view field;
        Rule rule;
    };
    static const Entry table[] = {
        {"design", "name", Rule::Label},
        {"design", "description", Rule::Text},
        {"site", "name", Rule::Label},
        {"site", "description", Rule::Text},
        {"room", "name", Rule::Label},
        {"row", "name", Rule::Label},
        {"rack", "name", Rule::Label},
        {"device_type", "manufacturer", Rule::Label},
        {"device_type", "model", Rule::Label},
        {"device_type", "part_number", Rule::Label},
        {"device_type", "comments", Rule::Text},
        {"drive_bay", "pci_address", Rule::PciAddress},
        {"drive_bay", "description", Rule::Text},
        {"device", "name", Rule::HostName},
        {"device", "comments", Rule::Text},
        {"device", "node_guid", Rule::Guid},
        {"device", "system_image_guid", Rule::Guid},
        {"device", "chassis_mac", Rule::MacAddress},
        {"port", "if_name", Rule::InterfaceName},
        {"port", "pci_address", Rule::PciAddress},
        {"port", "mac", Rule::MacAddress},
        {"port", "guid", Rule::Guid},
        {"port", "rdma_device", Rule::RdmaDevice},
        {"port", "description", Rule::Text},
        {"cable", "colour", Rule::Label},
        {"cable", "part_number", Rule::Label},
        {"prefix", "description", Rule::Text},
        {"ip_address", "dns_name", Rule::HostName},
    };
    for (const Entry &e : table) {
        if (kind.size() != qsizetype(e.kind.size()) || field.size() != qsizetype(e.field.size()))
            continue;
        if (QAnyStringView::equal(kind,
                                  QLatin1StringView(e.kind.data(), qsizetype(e.kind.size()))) &&
            QAnyStringView::equal(field,
                                  QLatin1StringView(e.field.data(), qsizetype(e.field.size()))))
            return e.rule;
    }
    return Rule::Identifier;
}

QString check(Rule rule, const QString &value)
{
    if (value.isEmpty())
        return {};
    switch (rule) {
    case Rule::HostName:
        return checkHost(value);
    case Rule::InterfaceName:
        return checkIfName(value);
    case Rule::Identifier:
        return checkText(value, false, true);
    case Rule::Label:
        return checkText(value, false, false);
    case Rule::Text:
        return checkText(value, true, false);
    case Rule::PciAddress: {
        static const QRegularExpression re(
            QStringLiteral("^([0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]$"));
        return checkRegex(value, re,
                          Tr::tr("A PCI address is [DDDD:]BB:DD.F in hexadecimal, e.g. "
                                 "0000:1b:00.0."));
    }
    case Rule::MacAddress: {
        static const QRegularExpression re(
            QStringLiteral("^[0-9a-fA-F]{2}([:-][0-9a-fA-F]{2}){5}$"));
        return checkRegex(value, re,
                          Tr::tr("A MAC address is six hexadecimal pairs separated by ':', e.g. "
                                 "A0:88:C2:00:00:01."));
    }
    case Rule::Guid: {
        static const QRegularExpression re(
            QStringLiteral("^((0x)?[0-9a-fA-F]{16}|[0-9a-fA-F]{4}(:[0-9a-fA-F]{4}){3})$"));
        return checkRegex(value, re,
                          Tr::tr("A GUID is 16 hexadecimal digits, e.g. 0x946dae03006f0a01."));
    }
    case Rule::RdmaDevice: {
        static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.-]{1,63}$"));
        return checkRegex(value, re,
                          Tr::tr("An RDMA device name is 1 to 63 ASCII letters, digits, '_', '-' "
                                 "or '.', e.g. mlx5_7."));
    }
    }
    return {};
}

bool looksLikeRdmaDevice(const QString &name)
{
    // Driver name prefixes of drivers/infiniband/hw/* in the Linux kernel, each followed by the
    // device index the core appends (ib_device_set_name "%d" templates).
    static const QRegularExpression re(
        QStringLiteral("^(mlx[45]_|bnxt_re|irdma|i40iw|efa_|rxe|siw|hfi1_|qib|qedr|erdma|"
                       "mana_|ionic_|hns_|ocrdma|vmw_pvrdma|cxgb4_|usnic_)\\d+$"));
    return re.match(name).hasMatch();
}

QString sanitize(Rule rule, const QString &value)
{
    if (check(rule, value).isEmpty())
        return value;
    switch (rule) {
    case Rule::HostName: {
        QString out;
        for (QChar c : value) {
            if (isLdh(c) || c == QLatin1Char('.'))
                out += c.toLower();
            else if (!out.endsWith(QLatin1Char('-')))
                out += QLatin1Char('-');
        }
        QStringList labels;
        for (QString l : out.split(QLatin1Char('.'), Qt::SkipEmptyParts)) {
            l = l.left(kMaxHostLabel);
            while (l.startsWith(QLatin1Char('-')))
                l.remove(0, 1);
            while (l.endsWith(QLatin1Char('-')))
                l.chop(1);
            if (!l.isEmpty())
                labels << l;
        }
        QString r = labels.join(QLatin1Char('.')).left(kMaxHostName);
        while (r.endsWith(QLatin1Char('.')) || r.endsWith(QLatin1Char('-')))
            r.chop(1);
        return r;
    }
    case Rule::InterfaceName: {
        QString out;
        for (QChar c : value)
            out += check(Rule::InterfaceName, QString(c)).isEmpty() ? c : QLatin1Char('-');
        out = out.left(kMaxIfName);
        if (out == QLatin1String(".") || out == QLatin1String(".."))
            return {};
        return out;
    }
    case Rule::Identifier:
    case Rule::Label:
    case Rule::Text: {
        const bool multi = rule == Rule::Text;
        QString out;
        for (char32_t c : value.toUcs4()) {
            if (multi && (c == U'\n' || c == U'\t')) {
                out += QChar(c);
                continue;
            }
            if (isForbiddenControl(c) || (rule == Rule::Identifier && isInvisible(c)))
                continue;
            out += QString::fromUcs4(&c, 1);
        }
        if (rule == Rule::Identifier)
            out = out.trimmed();
        return out.left(multi ? kMaxText : kMaxLabel);
    }
    case Rule::RdmaDevice: {
        QString out;
        for (QChar c : value)
            out += c.isLetterOrNumber() && c.unicode() < 0x80 ? c : QLatin1Char('_');
        return out.left(63);
    }
    case Rule::PciAddress:
    case Rule::MacAddress:
    case Rule::Guid:
        return {}; // nothing sensible to guess: the value is dropped
    }
    return {};
}

QString printable(const QString &value)
{
    QString out;
    for (char32_t c : value.toUcs4()) {
        if (out.size() >= 80) {
            out += QChar(0x2026);
            break;
        }
        if (isForbiddenControl(c) || isInvisible(c))
            out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            out += QString::fromUcs4(&c, 1);
    }
    return out;
}

} // namespace ry::names
