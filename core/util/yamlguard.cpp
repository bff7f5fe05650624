#include "yamlguard.h"

#include "error.h"

#include <yaml-cpp/eventhandler.h>

#include <sstream>
#include <vector>

namespace ry {

namespace {

[[noreturn]] void tooDeep(const QString &file, int line, int column, int limit)
{
    throw Error(
        Tr::tr("the YAML nests deeper than %1 levels; no Railyard file nests that deep").arg(limit),
        {file, line, column});
}

/// Whether a quote or bracket at this point starts a token, i.e. it follows the start of a
/// line, white space or an indicator (a quote inside `it's`, a bracket inside `x[1` do not).
bool startsToken(const std::string &t, size_t i, size_t lineStart, bool inFlow)
{
    if (i == lineStart)
        return true;
    const char p = t[i - 1];
    if (inFlow && (p == ',' || p == '[' || p == '{'))
        return true;
    return p == ' ' || p == '\t' || p == ':' || p == '-' || p == '?';
}

} // namespace

void checkYamlLimits(const std::string &text, const QString &file, const YamlLimits &limits)
{
    if (qint64(text.size()) > limits.maxBytes)
        throw Error(Tr::tr("the file is %1 bytes; Railyard reads YAML files of at most %2 bytes")
                        .arg(qint64(text.size()))
                        .arg(limits.maxBytes),
                    {file});
    std::vector<size_t> indents; // block indentation levels open at this line
    int flow = 0;                // open [ and { brackets
    char quote = 0;              // inside a '...' or "..." scalar
    long blockScalar = -1;       // inside a | or > block scalar opened at this indentation
    int line = 1;
    size_t i = 0;
    const size_t n = text.size();
    while (i < n) {
        const size_t lineStart = i;
        size_t indent = 0;
        while (i < n && text[i] == ' ') {
            ++i;
            ++indent;
        }
        const bool blank = i >= n || text[i] == '\n' || text[i] == '\r' || text[i] == '#';
        if (blockScalar >= 0 && (blank || long(indent) > blockScalar)) {
            while (i < n && text[i] != '\n') // block scalar text: no structure to follow
                ++i;
            if (i < n)
                ++i;
            ++line;
            continue;
        }
        blockScalar = -1;
        if (!blank && !quote && flow == 0) {
            while (!indents.empty() && indents.back() >= indent)
                indents.pop_back();
            indents.push_back(indent);
            // "- - - x" opens one sequence per dash on the same line.
            int dashes = 0;
            for (size_t j = i; j + 1 < n && text[j] == '-' && text[j + 1] == ' ';) {
                ++dashes;
                j += 2;
                while (j < n && text[j] == ' ')
                    ++j;
            }
            if (int(indents.size()) + dashes > limits.maxDepth)
                tooDeep(file, line, int(indent) + 1, limits.maxDepth);
        }
        size_t contentEnd = i; // just past the last character outside comments
        for (; i < n && text[i] != '\n'; ++i) {
            const char c = text[i];
            if (c != ' ' && c != '\t' && c != '\r' &&
                !(c == '#' && !quote && (i == lineStart || text[i - 1] == ' ')))
                contentEnd = i + 1;
            if (quote) {
                if (quote == '"' && c == '\\')
                    ++i; // skip the escaped character (never the newline: handled below)
                else if (c == quote)
                    quote = 0;
                continue;
            }
            if (c == '#' && (i == lineStart || text[i - 1] == ' ' || text[i - 1] == '\t')) {
                while (i < n && text[i] != '\n')
                    ++i;
                break;
            }
            if ((c == '\'' || c == '"') && startsToken(text, i, lineStart, flow > 0)) {
                quote = c;
            } else if ((c == '[' || c == '{') && startsToken(text, i, lineStart, flow > 0)) {
                if (++flow + int(indents.size()) > limits.maxDepth)
                    tooDeep(file, line, int(i - lineStart) + 1, limits.maxDepth);
            } else if ((c == ']' || c == '}') && flow > 0) {
                --flow;
            }
        }
        if (!quote && flow == 0 && contentEnd > lineStart) {
            // "key: |", "- >-", "key: |2": the lines below, indented more, are a block scalar.
            size_t k = contentEnd;
            while (k > lineStart && (text[k - 1] == '-' || text[k - 1] == '+' ||
                                     (text[k - 1] >= '0' && text[k - 1] <= '9')))
                --k;
            if (k > lineStart && (text[k - 1] == '|' || text[k - 1] == '>') &&
                (k - 1 == lineStart || text[k - 2] == ' '))
                blockScalar = long(indent);
        }
        if (i < n)
            ++i; // the newline
        ++line;
    }
}

YAML::Node loadYaml(const std::string &text, const QString &file, const YamlLimits &limits)
{
    checkYamlLimits(text, file, limits);
    return YAML::Load(text);
}

namespace {

/// Counts documents and keeps where the second one's content starts; ignores the rest.
class DocumentCounter : public YAML::EventHandler
{
public:
    int documents = 0;
    YAML::Mark second = YAML::Mark::null_mark();

    void OnDocumentStart(const YAML::Mark &) override { ++documents; }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &m, YAML::anchor_t) override { node(m); }
    void OnAlias(const YAML::Mark &m, YAML::anchor_t) override { node(m); }
    void OnScalar(const YAML::Mark &m, const std::string &, YAML::anchor_t,
                  const std::string &) override
    {
        node(m);
    }
    void OnSequenceStart(const YAML::Mark &m, const std::string &, YAML::anchor_t,
                         YAML::EmitterStyle::value) override
    {
        node(m);
    }
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark &m, const std::string &, YAML::anchor_t,
                    YAML::EmitterStyle::value) override
    {
        node(m);
    }
    void OnMapEnd() override {}

private:
    void node(const YAML::Mark &m)
    {
        if (documents == 2 && second.is_null())
            second = m;
    }
};

} // namespace

YAML::Node loadFirstYamlDocument(const std::string &text, const QString &file, int *documents,
                                 YAML::Mark *second, const YamlLimits &limits)
{
    YAML::Node first = loadYaml(text, file, limits);
    if (documents) {
        std::istringstream in(text);
        YAML::Parser parser(in);
        DocumentCounter counter;
        // Bounded: the parser of yaml-cpp 0.7 may report empty documents without end.
        while (counter.documents < limits.maxDocuments && parser.HandleNextDocument(counter)) {
        }
        *documents = counter.documents;
        if (second)
            *second = counter.second;
    }
    return first;
}

} // namespace ry
