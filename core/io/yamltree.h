#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

/// Streamed YAML for the design file reader (designyaml.cpp): the events of libyaml's parser
/// (https://pyyaml.org/wiki/LibYAML, Debian libyaml-dev) turned into small trees, one list item
/// at a time, so that a 63 MB design is never held as one node tree (issue 13, pt 5).
///
/// The trees answer like yaml-cpp 0.7's YAML::Node, which the reader used before, so that the
/// same file gives the same design and the same errors: a plain, untagged `~`, `null`, `Null`,
/// `NULL` or empty value is null; a map lookup returns the first of duplicated keys; an alias
/// is the anchored node itself (so its mark is the anchor's); `<<` is an ordinary key (yaml-cpp
/// 0.7 has no merge keys). Only the first document of a stream is read, as YAML::Load does.
namespace ry::yamltree {

/// A position in the text. `line` and `column` are 0-based. From libyaml (`bytes` false) the
/// column and `index` count characters; from yaml-cpp (`bytes` true) they count bytes.
struct Mark
{
    int line = -1;
    int column = -1;
    long long index = -1;
    bool bytes = false;
    bool is_null() const { return line < 0; }
};

/// One node of a tree. Maps keep their pairs in file order as key, value, key, value, ...
struct Data
{
    enum Kind : unsigned char
    {
        Null,
        Scalar,
        Sequence,
        Map
    };
    Kind kind = Null;
    Mark mark;
    std::string scalar;
    std::vector<const Data *> items;
};

/// A read-only handle on a node, with the part of YAML::Node's interface the reader uses. A
/// default-constructed Node is "not defined" (a missing key), like yaml-cpp's zombie node.
class Node
{
public:
    Node() = default;
    explicit Node(const Data *d) : m_d(d) {}

    explicit operator bool() const { return m_d != nullptr; }
    bool operator!() const { return m_d == nullptr; }
    bool IsNull() const { return m_d && m_d->kind == Data::Null; }
    bool IsScalar() const { return m_d && m_d->kind == Data::Scalar; }
    bool IsSequence() const { return m_d && m_d->kind == Data::Sequence; }
    bool IsMap() const { return m_d && m_d->kind == Data::Map; }
    /// The scalar's text; empty for anything else.
    const std::string &Scalar() const;
    /// Where the node starts; null for an undefined node.
    yamltree::Mark Mark() const { return m_d ? m_d->mark : yamltree::Mark{}; }
    /// Items of a sequence, pairs of a map, 0 otherwise.
    std::size_t size() const;
    /// The i-th item of a sequence (undefined when out of range or not a sequence).
    Node operator[](std::size_t i) const;
    Node operator[](int i) const { return i < 0 ? Node() : (*this)[std::size_t(i)]; }
    /// The value of the first pair whose key is the scalar `key` (undefined when none).
    Node operator[](const char *key) const;
    /// The i-th key and value of a map.
    Node key(std::size_t i) const { return Node(m_d->items[2 * i]); }
    Node value(std::size_t i) const { return Node(m_d->items[2 * i + 1]); }

    const Data *data() const { return m_d; }

private:
    const Data *m_d = nullptr;
};

/// One parser event; `value` holds a scalar's text (Scalar) or the anchor name an alias names.
struct Event
{
    enum Type : unsigned char
    {
        StreamStart,
        StreamEnd,
        DocumentStart,
        DocumentEnd,
        SequenceStart,
        SequenceEnd,
        MapStart,
        MapEnd,
        Scalar,
        Null,
        Alias
    };
    Type type = StreamEnd;
    Mark mark;
    Mark endMark; ///< just past the node (libyaml only; null from yaml-cpp)
    std::string anchor;
    std::string value;
};

/// The text is not YAML as the event source reads it (or an alias names no anchor). Internal to
/// the reader, which then asks yaml-cpp for its own message.
struct SyntaxError
{
    std::string message;
    Mark mark;
};

/// A stream of events; next() throws SyntaxError.
class EventSource
{
public:
    virtual ~EventSource() = default;
    virtual void next(Event &e) = 0;
};

/// libyaml's event parser over `text` (UTF-8, not copied: it must outlive the source).
class LibyamlSource : public EventSource
{
public:
    explicit LibyamlSource(const std::string &text);
    ~LibyamlSource() override;
    LibyamlSource(const LibyamlSource &) = delete;
    LibyamlSource &operator=(const LibyamlSource &) = delete;
    /// Throws SyntaxError also for a scalar libyaml and yaml-cpp 0.7 read differently (one
    /// over several lines, or a plain one with "?" in flow context), so that yaml-cpp decides.
    void next(Event &e) override;

private:
    void open(bool flow);
    void close();
    struct Impl;
    std::unique_ptr<Impl> m;
};

/// Whether libyaml and yaml-cpp 0.7 break `text` into the same lines: false when it holds a
/// NEL, LS or PS character, a CR without LF, or a byte order mark after the start.
bool libyamlReadsAsYamlCpp(const std::string &text);

/// `inner`'s events read ahead on a thread of their own, in batches, so that parsing and
/// building run at the same time on a large file. Stops after the first document, as the
/// reader does; rethrows the parser's SyntaxError where it happened in the stream.
class ReadAheadSource : public EventSource
{
public:
    explicit ReadAheadSource(EventSource &inner);
    ~ReadAheadSource() override;
    ReadAheadSource(const ReadAheadSource &) = delete;
    ReadAheadSource &operator=(const ReadAheadSource &) = delete;
    void next(Event &e) override;

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

/// The events of yaml-cpp's own parser for the first document of `text`, collected first (the
/// fallback when libyaml refuses a text that yaml-cpp reads). Throws YAML::ParserException.
class YamlCppSource : public EventSource
{
public:
    explicit YamlCppSource(const std::string &text);
    void next(Event &e) override;

private:
    std::vector<Event> m_events;
    std::size_t m_next = 0;
};

/// Runs yaml-cpp's parser over the first document of `text` without building anything; throws
/// its YAML::ParserException as YAML::Load would.
void checkWithYamlCpp(const std::string &text);

/// Builds trees from a source. Nodes live until reset(), except that a stretch in which an
/// anchor was defined is kept for the whole read (a later alias may name it).
class TreeBuilder
{
public:
    explicit TreeBuilder(EventSource &source);
    ~TreeBuilder();

    /// The current event (read on first use).
    const Event &peek();
    /// Moves past the current event.
    void pop();
    /// Builds the node that starts at the current event and moves past its end. `endMark`
    /// (when given) receives the end mark of its last event. Throws SyntaxError.
    Node build(yamltree::Mark *endMark = nullptr);
    /// Frees the nodes built since the last reset (see the class comment).
    void reset();
    /// How many aliases build() has resolved so far.
    std::size_t aliases() const { return m_aliases; }

private:
    Data *alloc();
    const Data *buildAt(int depth, yamltree::Mark *endMark);

    EventSource &m_source;
    Event m_event;
    bool m_have = false;
    std::vector<std::unique_ptr<Data[]>> m_blocks, m_kept;
    std::size_t m_used = 0;
    bool m_anchored = false;
    std::size_t m_aliases = 0;
    std::unordered_map<std::string, const Data *> m_anchors;
};

/// Byte offset in `text` of the position `m` names (converting libyaml's character count),
/// and the 0-based line and byte column as yaml-cpp counts them (lines end at '\n' only).
struct ByteMark
{
    long long offset = 0;
    int line = 0;
    int column = 0;
};
ByteMark toBytes(const std::string &text, const yamltree::Mark &m);

} // namespace ry::yamltree
