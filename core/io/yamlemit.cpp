#include "yamlemit.h"

#include <QString>

#include <yaml-cpp/yaml.h>

namespace ry::yamlemit {

namespace {

bool isAlnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool isSafeInner(char c)
{
    return isAlnum(c) || c == '_' || c == '-' || c == '.' || c == '/' || c == '+' || c == '(' ||
           c == ')' || c == '=';
}

} // namespace

bool isSafePlain(const std::string &t, bool flow)
{
    const std::size_t n = t.size();
    if (n == 0 || t == "~" || t == "null" || t == "Null" || t == "NULL")
        return false;
    // yaml-cpp 0.7, src/exp.h PlainScalar / PlainScalarInFlow: no indicator first, "-" only
    // before a non-blank.
    const char c0 = t[0];
    if (c0 == '-') {
        if (n < 2 || !isAlnum(t[1]))
            return false;
    } else if (!(isAlnum(c0) || c0 == '_' || c0 == '.' || c0 == '/' || c0 == '(' || c0 == '+')) {
        return false;
    }
    // src/emitterutils.cpp IsValidPlainScalar: no ": " (or ":" last), " #", flow indicators in
    // flow, breaks, tabs, unprintable characters, trailing space.
    for (std::size_t i = 1; i < n; ++i) {
        const char c = t[i];
        if (isSafeInner(c))
            continue;
        if (c == ' ' && i + 1 < n && isSafeInner(t[i + 1]))
            continue;
        if (c == ',' && !flow)
            continue;
        if (c == ':' && i + 1 < n && isAlnum(t[i + 1]))
            continue;
        return false;
    }
    return true;
}

std::string formatScalar(const std::string &text, bool flow)
{
    if (isSafePlain(text, flow))
        return text;
    YAML::Emitter e;
    if (flow) {
        e << YAML::Flow << YAML::BeginSeq << text << YAML::EndSeq; // "[text]"
        const std::string s(e.c_str(), e.size());
        return s.size() >= 2 ? s.substr(1, s.size() - 2) : std::string();
    }
    e << YAML::BeginSeq << text << YAML::EndSeq; // "- text"
    const std::string s(e.c_str(), e.size());
    return s.size() >= 2 ? s.substr(2) : std::string();
}

void Emitter::beforeNode()
{
    if (m_groups.empty())
        return;
    Group &g = m_groups.back();
    if (g.map) {
        if (g.expectValue) {
            // The value of the key written last: scalars and flow groups on the same line
            // (" value"); a block group starts its children on the next line.
            return;
        }
        if (g.flow) {
            if (g.count > 0)
                m_out += ", ";
        } else if (g.count > 0 || g.asValue) {
            m_out += '\n';
            indent(g.indent);
        }
        return;
    }
    if (g.flow) {
        if (g.count > 0)
            m_out += ", ";
    } else {
        if (g.count > 0 || g.asValue) {
            m_out += '\n';
            indent(g.indent);
        }
        m_out += "- ";
    }
}

void Emitter::scalar(const std::string &formatted)
{
    beforeNode();
    if (m_groups.empty()) {
        m_out += formatted;
        return;
    }
    Group &g = m_groups.back();
    if (g.map && !g.expectValue) { // a key
        m_out += formatted;
        m_out += ':';
        g.expectValue = true;
        return;
    }
    if (g.map) {
        m_out += ' ';
        g.expectValue = false;
    }
    m_out += formatted;
    ++g.count;
}

Emitter &Emitter::operator<<(Manip m)
{
    switch (m) {
    case Flow:
        m_nextFlow = true;
        return *this;
    case Key:
    case Value:
        return *this;
    case BeginMap:
    case BeginSeq: {
        beforeNode();
        Group child;
        child.map = m == BeginMap;
        child.flow = m_nextFlow || (!m_groups.empty() && m_groups.back().flow);
        m_nextFlow = false;
        if (!m_groups.empty()) {
            Group &g = m_groups.back();
            if (g.map) {
                if (child.flow)
                    m_out += ' ';
                child.asValue = !child.flow;
                child.indent = g.indent + 2;
            } else {
                child.indent = g.indent + 2;
            }
        }
        if (child.flow)
            m_out += child.map ? '{' : '[';
        m_groups.push_back(child);
        return *this;
    }
    case EndMap:
    case EndSeq: {
        if (m_groups.empty())
            return *this;
        const Group g = m_groups.back();
        m_groups.pop_back();
        if (g.flow) {
            m_out += g.map ? '}' : ']';
        } else if (g.count == 0) {
            if (g.asValue)
                m_out += ' ';
            m_out += g.map ? "{}" : "[]";
        }
        if (!m_groups.empty()) {
            Group &p = m_groups.back();
            if (p.map)
                p.expectValue = false;
            ++p.count;
        }
        return *this;
    }
    }
    return *this;
}

Emitter &Emitter::operator<<(const std::string &text)
{
    const bool flow = !m_groups.empty() && m_groups.back().flow;
    if (isSafePlain(text, flow))
        scalar(text);
    else
        scalar(formatScalar(text, flow));
    return *this;
}

Emitter &Emitter::operator<<(QStringView text)
{
    m_text.clear();
    for (const QChar c : text) {
        if (c.unicode() >= 0x80) {
            m_text = text.toString().toStdString();
            break;
        }
        m_text.push_back(char(c.unicode()));
    }
    return *this << m_text;
}

Emitter &Emitter::operator<<(long long v)
{
    scalar(std::to_string(v));
    return *this;
}

Emitter &Emitter::operator<<(bool v)
{
    scalar(v ? "true" : "false");
    return *this;
}

void Emitter::rawPair(const std::string &pair)
{
    beforeNode();
    m_out += pair;
    if (!m_groups.empty())
        ++m_groups.back().count;
}

} // namespace ry::yamlemit
