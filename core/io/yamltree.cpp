#include "yamltree.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <yaml.h>

#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

namespace ry::yamltree {

namespace {

const std::string kEmpty;

/// yaml-cpp 0.7's null test for a plain, untagged scalar (src/null.cpp, IsNullString).
bool isNullString(const unsigned char *v, std::size_t n)
{
    if (n == 0)
        return true;
    const auto is = [&](const char *s) { return n == std::strlen(s) && std::memcmp(v, s, n) == 0; };
    return is("~") || is("null") || is("Null") || is("NULL");
}

Mark fromLibyaml(const yaml_mark_t &m)
{
    return Mark{int(m.line), int(m.column), (long long)(m.index), false};
}

Mark fromYamlCpp(const YAML::Mark &m)
{
    if (m.is_null())
        return Mark{};
    return Mark{m.line, m.column, m.pos, true};
}

void setAnchor(std::string &out, const yaml_char_t *anchor)
{
    if (anchor)
        out.assign(reinterpret_cast<const char *>(anchor));
    else
        out.clear();
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Node

const std::string &Node::Scalar() const
{
    return m_d && m_d->kind == Data::Scalar ? m_d->scalar : kEmpty;
}

std::size_t Node::size() const
{
    if (!m_d)
        return 0;
    if (m_d->kind == Data::Sequence)
        return m_d->items.size();
    if (m_d->kind == Data::Map)
        return m_d->items.size() / 2;
    return 0;
}

Node Node::operator[](std::size_t i) const
{
    if (!m_d || m_d->kind != Data::Sequence || i >= m_d->items.size())
        return Node();
    return Node(m_d->items[i]);
}

Node Node::operator[](const char *key) const
{
    if (!m_d || m_d->kind != Data::Map)
        return Node();
    const std::size_t n = std::strlen(key);
    for (std::size_t i = 0; i + 1 < m_d->items.size(); i += 2) {
        const Data *k = m_d->items[i];
        if (k->kind == Data::Scalar && k->scalar.size() == n &&
            std::memcmp(k->scalar.data(), key, n) == 0)
            return Node(m_d->items[i + 1]);
    }
    return Node();
}

// ---------------------------------------------------------------------------------------------
// libyaml

struct LibyamlSource::Impl
{
    yaml_parser_t parser{};
    std::vector<bool> flow; ///< per open collection: flow style
    int flowDepth = 0;
};

LibyamlSource::LibyamlSource(const std::string &text) : m(std::make_unique<Impl>())
{
    yaml_parser_initialize(&m->parser);
    yaml_parser_set_input_string(&m->parser, reinterpret_cast<const unsigned char *>(text.data()),
                                 text.size());
}

LibyamlSource::~LibyamlSource()
{
    yaml_parser_delete(&m->parser);
}

void LibyamlSource::open(bool flow)
{
    m->flow.push_back(flow);
    m->flowDepth += flow;
}

void LibyamlSource::close()
{
    if (m->flow.empty())
        return;
    m->flowDepth -= m->flow.back();
    m->flow.pop_back();
}

bool libyamlReadsAsYamlCpp(const std::string &text)
{
    // libyaml (YAML 1.1) breaks lines at NEL, LS, PS and a lone CR, and drops a byte order mark
    // anywhere; yaml-cpp keeps them as characters.
    const auto *p = reinterpret_cast<const unsigned char *>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n; ++i) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            if (c == '\r' && (i + 1 >= n || p[i + 1] != '\n'))
                return false;
            continue;
        }
        if (c == 0xC2 && i + 1 < n && p[i + 1] == 0x85)
            return false;
        if (c == 0xE2 && i + 2 < n && p[i + 1] == 0x80 && (p[i + 2] == 0xA8 || p[i + 2] == 0xA9))
            return false;
        if (c == 0xEF && i > 0 && i + 2 < n && p[i + 1] == 0xBB && p[i + 2] == 0xBF)
            return false;
    }
    return true;
}

void LibyamlSource::next(Event &e)
{
    yaml_event_t ev;
    if (!yaml_parser_parse(&m->parser, &ev)) {
        SyntaxError err;
        err.message = m->parser.problem ? m->parser.problem : "unknown error";
        err.mark = fromLibyaml(m->parser.problem_mark);
        throw err;
    }
    e.mark = fromLibyaml(ev.start_mark);
    e.endMark = fromLibyaml(ev.end_mark);
    e.anchor.clear();
    switch (ev.type) {
    case YAML_NO_EVENT:
    case YAML_STREAM_END_EVENT:
        e.type = Event::StreamEnd;
        break;
    case YAML_STREAM_START_EVENT:
        e.type = Event::StreamStart;
        break;
    case YAML_DOCUMENT_START_EVENT:
        e.type = Event::DocumentStart;
        break;
    case YAML_DOCUMENT_END_EVENT:
        e.type = Event::DocumentEnd;
        break;
    case YAML_ALIAS_EVENT:
        e.type = Event::Alias;
        e.value.assign(reinterpret_cast<const char *>(ev.data.alias.anchor));
        break;
    case YAML_SCALAR_EVENT: {
        const auto &s = ev.data.scalar;
        // Where libyaml and yaml-cpp 0.7 read a scalar differently, yaml-cpp decides (the
        // reader then asks it): scalars over more than one line (folding, a lone CR), and "?"
        // in a plain scalar in flow context (yaml-cpp ends the scalar there).
        const bool plain = s.style == YAML_PLAIN_SCALAR_STYLE;
        if (ev.start_mark.line != ev.end_mark.line ||
            (plain && m->flowDepth > 0 && std::memchr(s.value, '?', s.length))) {
            const Mark at = fromLibyaml(ev.start_mark);
            yaml_event_delete(&ev);
            throw SyntaxError{"a scalar that yaml-cpp reads", at};
        }
        setAnchor(e.anchor, s.anchor);
        if (s.style == YAML_PLAIN_SCALAR_STYLE && !s.tag && isNullString(s.value, s.length)) {
            e.type = Event::Null;
            e.value.clear();
        } else {
            e.type = Event::Scalar;
            e.value.assign(reinterpret_cast<const char *>(s.value), s.length);
        }
        break;
    }
    case YAML_SEQUENCE_START_EVENT:
        e.type = Event::SequenceStart;
        setAnchor(e.anchor, ev.data.sequence_start.anchor);
        open(ev.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE);
        break;
    case YAML_SEQUENCE_END_EVENT:
        e.type = Event::SequenceEnd;
        close();
        break;
    case YAML_MAPPING_START_EVENT:
        e.type = Event::MapStart;
        setAnchor(e.anchor, ev.data.mapping_start.anchor);
        open(ev.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE);
        break;
    case YAML_MAPPING_END_EVENT:
        e.type = Event::MapEnd;
        close();
        break;
    }
    yaml_event_delete(&ev);
}

// ---------------------------------------------------------------------------------------------
// Reading ahead

struct ReadAheadSource::Impl
{
    static constexpr std::size_t kBatch = 4096;
    static constexpr std::size_t kQueued = 8;

    struct Batch
    {
        std::vector<Event> events;
        std::optional<SyntaxError> error; ///< after the events
    };

    explicit Impl(EventSource &source) : inner(source), thread([this] { produce(); }) {}
    ~Impl()
    {
        {
            std::lock_guard lock(mutex);
            stop = true;
        }
        changed.notify_all();
        thread.join();
    }

    void produce()
    {
        bool done = false;
        while (!done) {
            Batch b;
            b.events.resize(kBatch);
            std::size_t n = 0;
            try {
                for (; n < kBatch && !done; ++n) {
                    inner.next(b.events[n]);
                    const Event::Type t = b.events[n].type;
                    done = t == Event::DocumentEnd || t == Event::StreamEnd;
                }
            } catch (const SyntaxError &e) {
                b.error = e;
                done = true;
            }
            b.events.resize(n);
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return stop || queue.size() < kQueued; });
            if (stop)
                return;
            queue.push_back(std::move(b));
            changed.notify_all();
        }
    }

    EventSource &inner;
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<Batch> queue;
    bool stop = false;
    Batch current;
    std::size_t next = 0;
    bool finished = false;
    std::thread thread; // last: started once the rest is ready
};

ReadAheadSource::ReadAheadSource(EventSource &inner) : m(std::make_unique<Impl>(inner)) {}

ReadAheadSource::~ReadAheadSource() = default;

void ReadAheadSource::next(Event &e)
{
    while (m->next >= m->current.events.size()) {
        if (m->current.error)
            throw *m->current.error;
        if (m->finished) {
            e = Event{}; // past the first document: its end again
            e.type = Event::StreamEnd;
            return;
        }
        std::unique_lock lock(m->mutex);
        m->changed.wait(lock, [&] { return !m->queue.empty(); });
        m->current = std::move(m->queue.front());
        m->queue.pop_front();
        m->next = 0;
        m->changed.notify_all();
        lock.unlock();
        if (!m->current.error && !m->current.events.empty()) {
            const Event::Type t = m->current.events.back().type;
            m->finished = t == Event::DocumentEnd || t == Event::StreamEnd;
        }
    }
    e = std::move(m->current.events[m->next++]);
}

// ---------------------------------------------------------------------------------------------
// yaml-cpp

namespace {

/// Records yaml-cpp's events; anchors are yaml-cpp's numbers, written as text.
class Recorder : public YAML::EventHandler
{
public:
    explicit Recorder(std::vector<Event> *out) : m_out(out) {}

    void OnDocumentStart(const YAML::Mark &m) override { add(Event::DocumentStart, m); }
    void OnDocumentEnd() override { add(Event::DocumentEnd, YAML::Mark::null_mark()); }
    void OnNull(const YAML::Mark &m, YAML::anchor_t a) override { add(Event::Null, m, a); }
    void OnAlias(const YAML::Mark &m, YAML::anchor_t a) override
    {
        add(Event::Alias, m).value = std::to_string(a);
    }
    void OnScalar(const YAML::Mark &m, const std::string &, YAML::anchor_t a,
                  const std::string &value) override
    {
        add(Event::Scalar, m, a).value = value;
    }
    void OnSequenceStart(const YAML::Mark &m, const std::string &, YAML::anchor_t a,
                         YAML::EmitterStyle::value) override
    {
        add(Event::SequenceStart, m, a);
    }
    void OnSequenceEnd() override { add(Event::SequenceEnd, YAML::Mark::null_mark()); }
    void OnMapStart(const YAML::Mark &m, const std::string &, YAML::anchor_t a,
                    YAML::EmitterStyle::value) override
    {
        add(Event::MapStart, m, a);
    }
    void OnMapEnd() override { add(Event::MapEnd, YAML::Mark::null_mark()); }

private:
    Event &add(Event::Type t, const YAML::Mark &m, YAML::anchor_t a = YAML::NullAnchor)
    {
        Event &e = m_out->emplace_back();
        e.type = t;
        e.mark = fromYamlCpp(m);
        if (a != YAML::NullAnchor)
            e.anchor = std::to_string(a);
        return e;
    }
    std::vector<Event> *m_out;
};

/// Ignores every event (a syntax check).
class Ignore : public YAML::EventHandler
{
public:
    void OnDocumentStart(const YAML::Mark &) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark &, YAML::anchor_t) override {}
    void OnScalar(const YAML::Mark &, const std::string &, YAML::anchor_t,
                  const std::string &) override
    {
    }
    void OnSequenceStart(const YAML::Mark &, const std::string &, YAML::anchor_t,
                         YAML::EmitterStyle::value) override
    {
    }
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark &, const std::string &, YAML::anchor_t,
                    YAML::EmitterStyle::value) override
    {
    }
    void OnMapEnd() override {}
};

} // namespace

YamlCppSource::YamlCppSource(const std::string &text)
{
    std::istringstream in(text);
    YAML::Parser parser(in);
    Recorder recorder(&m_events);
    m_events.emplace_back().type = Event::StreamStart;
    parser.HandleNextDocument(recorder);
    m_events.emplace_back().type = Event::StreamEnd;
}

void YamlCppSource::next(Event &e)
{
    if (m_next < m_events.size())
        e = std::move(m_events[m_next++]);
    else
        e = Event{};
}

void checkWithYamlCpp(const std::string &text)
{
    std::istringstream in(text);
    YAML::Parser parser(in);
    Ignore ignore;
    parser.HandleNextDocument(ignore);
}

// ---------------------------------------------------------------------------------------------
// Trees

namespace {
constexpr std::size_t kBlock = 1024;
/// yaml-cpp 0.7 refuses deeper nesting (src/singledocparser.cpp, DepthGuard<500>).
constexpr int kMaxDepth = 500;
} // namespace

TreeBuilder::TreeBuilder(EventSource &source) : m_source(source) {}

TreeBuilder::~TreeBuilder() = default;

const Event &TreeBuilder::peek()
{
    if (!m_have) {
        m_source.next(m_event);
        m_have = true;
    }
    return m_event;
}

void TreeBuilder::pop()
{
    peek();
    m_have = false;
}

Data *TreeBuilder::alloc()
{
    const std::size_t b = m_used / kBlock;
    if (b == m_blocks.size())
        m_blocks.push_back(std::make_unique<Data[]>(kBlock));
    Data *d = &m_blocks[b][m_used % kBlock];
    ++m_used;
    d->kind = Data::Null;
    d->mark = Mark{};
    d->scalar.clear();
    d->items.clear();
    return d;
}

void TreeBuilder::reset()
{
    if (m_anchored) {
        const std::size_t used = (m_used + kBlock - 1) / kBlock;
        for (std::size_t i = 0; i < used; ++i)
            m_kept.push_back(std::move(m_blocks[i]));
        m_blocks.erase(m_blocks.begin(), m_blocks.begin() + long(used));
    }
    m_used = 0;
    m_anchored = false;
}

Node TreeBuilder::build(Mark *endMark)
{
    return Node(buildAt(0, endMark));
}

const Data *TreeBuilder::buildAt(int depth, Mark *endMark)
{
    if (depth > kMaxDepth)
        throw SyntaxError{"nested too deeply", peek().mark};
    const Event &e = peek();
    if (e.type == Event::Alias) {
        const auto it = m_anchors.find(e.value);
        if (it == m_anchors.end())
            throw SyntaxError{"the referenced anchor is not defined", e.mark};
        if (endMark)
            *endMark = e.endMark;
        const Data *d = it->second;
        ++m_aliases;
        pop();
        return d;
    }
    Data *d = alloc();
    d->mark = e.mark;
    if (!e.anchor.empty()) {
        m_anchors[e.anchor] = d;
        m_anchored = true;
    }
    switch (e.type) {
    case Event::Null:
        d->kind = Data::Null;
        if (endMark)
            *endMark = e.endMark;
        pop();
        return d;
    case Event::Scalar:
        d->kind = Data::Scalar;
        d->scalar.swap(m_event.value);
        if (endMark)
            *endMark = e.endMark;
        pop();
        return d;
    case Event::SequenceStart:
    case Event::MapStart: {
        const Event::Type end = e.type == Event::MapStart ? Event::MapEnd : Event::SequenceEnd;
        d->kind = e.type == Event::MapStart ? Data::Map : Data::Sequence;
        pop();
        while (peek().type != end) {
            if (peek().type == Event::StreamEnd || peek().type == Event::DocumentEnd)
                throw SyntaxError{"unexpected end of the document", peek().mark};
            d->items.push_back(buildAt(depth + 1, nullptr));
        }
        if (endMark)
            *endMark = peek().endMark;
        pop();
        return d;
    }
    default:
        throw SyntaxError{"unexpected event", e.mark};
    }
}

// ---------------------------------------------------------------------------------------------
// Marks

ByteMark toBytes(const std::string &text, const Mark &m)
{
    ByteMark out;
    long long offset = 0;
    if (m.bytes) {
        out.offset = m.index;
        out.line = m.line;
        out.column = m.column;
        return out;
    }
    // libyaml counts characters: walk the UTF-8 text to the index-th character.
    long long chars = 0;
    const long long n = (long long)text.size();
    while (offset < n && chars < m.index) {
        ++offset;
        while (offset < n && (static_cast<unsigned char>(text[std::size_t(offset)]) & 0xC0) == 0x80)
            ++offset;
        ++chars;
    }
    out.offset = offset;
    long long lineStart = 0;
    int line = 0;
    for (long long i = 0; i < offset; ++i)
        if (text[std::size_t(i)] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    out.line = line;
    out.column = int(offset - lineStart);
    return out;
}

} // namespace ry::yamltree
