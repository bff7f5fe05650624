#pragma once

#include "export/exporter.h"

#include <QtGlobal>

#include <atomic>

namespace ry::usecases {

/// The progress and cancel token every use case takes: the use case says how much work there
/// is (setTotal) and how much is done (advance); the caller may cancel() from any thread and
/// the use case stops at its next check (isCancelled / throwIfCancelled). All members are
/// atomic, so a GUI thread may poll total()/done() while a worker thread runs the use case.
/// Counts are in the use case's own unit (files, cables, ...); total 0 = unknown.
class Progress
{
public:
    Progress() = default;
    Progress(const Progress &) = delete;
    Progress &operator=(const Progress &) = delete;

    void setTotal(qint64 total) { m_total = total; }
    void advance(qint64 steps = 1) { m_done += steps; }
    void setDone(qint64 done) { m_done = done; }
    qint64 total() const { return m_total; }
    qint64 done() const { return m_done; }

    /// Asks the use case to stop (thread-safe).
    void cancel() { m_cancelled = true; }
    bool isCancelled() const { return m_cancelled; }
    /// Throws ry::Error ("Cancelled.") when cancel() was called.
    void throwIfCancelled() const;

private:
    std::atomic<qint64> m_total{0};
    std::atomic<qint64> m_done{0};
    std::atomic<bool> m_cancelled{false};
};

/// A Reporter (the exporters' progress interface) that forwards to a Progress: progress()
/// sets total and done and returns false once the Progress is cancelled.
class ProgressReporter : public exporting::Reporter
{
public:
    explicit ProgressReporter(Progress &progress) : m_progress(progress) {}
    bool progress(std::size_t done, std::size_t total) override;

private:
    Progress &m_progress;
};

} // namespace ry::usecases

namespace ry {
using usecases::Progress;
} // namespace ry
