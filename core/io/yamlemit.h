#pragma once

#include <QStringView>

#include <string>
#include <vector>

/// A direct YAML writer for the design file (designyaml.cpp), byte for byte what yaml-cpp 0.7's
/// YAML::Emitter with SetIndent(2) writes for the same calls, but into one growing buffer
/// (issue 13, pt 5: the 100,000-GPU design took 14 s through YAML::Emitter).
///
/// It knows the shapes the design writer uses: block and flow maps and sequences, keys, text,
/// whole numbers and booleans. Text that is plainly safe (yamlemit::isSafePlain) is written as
/// it is; any other text is formatted by yaml-cpp's own emitter, so quoting and escaping stay
/// exactly those of yaml-cpp.
namespace ry::yamlemit {

enum Manip
{
    BeginMap,
    EndMap,
    BeginSeq,
    EndSeq,
    Key,
    Value,
    Flow ///< the next map or sequence is written in flow style ({a: 1}, [a, b])
};

class Emitter
{
public:
    Emitter &operator<<(Manip m);
    Emitter &operator<<(const std::string &text);
    Emitter &operator<<(const char *text) { return *this << std::string(text); }
    /// `text` as QString::toStdString gives it (UTF-8).
    Emitter &operator<<(QStringView text);
    Emitter &operator<<(long long v);
    Emitter &operator<<(int v) { return *this << static_cast<long long>(v); }
    Emitter &operator<<(bool v);

    /// Writes `pair`, the complete text of one "key: value" pair of the current block map as
    /// yaml-cpp writes it standing alone (for a value yaml-cpp formats itself).
    void rawPair(const std::string &pair);

    /// The text so far (yaml-cpp's c_str(): no newline at the end).
    const std::string &text() const { return m_out; }
    /// Reserves room for `bytes` of output.
    void reserve(std::size_t bytes) { m_out.reserve(bytes); }

private:
    struct Group
    {
        bool map = false;
        bool flow = false;
        int indent = 0; ///< column of the block children
        int count = 0;  ///< children written (pairs for maps)
        bool asValue =
            false; ///< a block group that is a map's value (children start on a new line)
        bool expectValue = false; ///< a map whose key was written last
    };
    /// Before a scalar or a group start: the separator and, in a map, the key or value part.
    void beforeNode();
    void scalar(const std::string &formatted);
    void indent(int n) { m_out.append(std::size_t(n), ' '); }

    std::string m_out;
    std::string m_text; ///< the UTF-8 of the QStringView written last
    std::vector<Group> m_groups;
    bool m_nextFlow = false;
};

/// Whether yaml-cpp 0.7 writes `text` as a plain scalar, unchanged, in block (`flow` false)
/// or flow context, decided from a conservative set of characters (letters, digits, `_ - . /
/// + ( ) =`, inner single spaces, `,` outside flow, `:` before a letter or digit), so that a
/// "true" is certain; false means "let yaml-cpp format it".
bool isSafePlain(const std::string &text, bool flow);

/// `text` formatted as yaml-cpp 0.7's emitter formats a string in block or flow context.
std::string formatScalar(const std::string &text, bool flow);

} // namespace ry::yamlemit
