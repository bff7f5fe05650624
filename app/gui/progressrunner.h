#pragma once

#include "usecases/progress.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <climits>
#include <functional>
#include <memory>

class QWidget;

namespace ry::gui {

/// How a use case run with runWithProgress() ended.
enum class RunOutcome
{
    Done,      ///< `*result` holds the use case's result
    Cancelled, ///< the user cancelled; the work stops at its next check, its result is dropped
    Failed     ///< the use case threw; `*error` holds ry::Error::describe()
};

/// The GUI's adapter over ry::Progress: runs `work` off the GUI thread while a window-modal
/// progress dialog shows the token's done/total (polled every 100 ms); Cancel calls
/// Progress::cancel() and returns at once. `work` must not touch widgets. R must be movable
/// and default-constructible.
template<typename R>
RunOutcome runWithProgress(QWidget *parent, const QString &label, std::function<R(Progress &)> work,
                           R *result, QString *error = nullptr)
{
    struct Out
    {
        R value{};
        bool failed = false;
        QString error;
    };
    auto progress = std::make_shared<Progress>();
    QFuture<Out> future = QtConcurrent::run([progress, work = std::move(work)]() {
        Out o;
        try {
            o.value = work(*progress);
        } catch (const Error &e) {
            o.failed = true;
            o.error = e.describe();
        } catch (const std::exception &e) {
            o.failed = true;
            o.error = QString::fromLocal8Bit(e.what());
        }
        return o;
    });
    QProgressDialog dialog(label, QObject::tr("Cancel"), 0, 0, parent);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(400);
    QFutureWatcher<Out> watcher;
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(100);
    QObject::connect(&poll, &QTimer::timeout, &dialog, [&] {
        const qint64 total = progress->total();
        if (total > 0 && total < INT_MAX) {
            dialog.setMaximum(int(total));
            dialog.setValue(int(std::min(progress->done(), total)));
        }
    });
    bool cancelled = false;
    QObject::connect(&watcher, &QFutureWatcher<Out>::finished, &loop, &QEventLoop::quit);
    QObject::connect(&dialog, &QProgressDialog::canceled, &loop, [&] {
        cancelled = true;
        progress->cancel();
        loop.quit();
    });
    watcher.setFuture(future);
    poll.start();
    if (!future.isFinished())
        loop.exec();
    poll.stop();
    if (cancelled)
        return RunOutcome::Cancelled;
    Out out = future.takeResult();
    if (out.failed) {
        if (error)
            *error = out.error;
        return RunOutcome::Failed;
    }
    *result = std::move(out.value);
    return RunOutcome::Done;
}

} // namespace ry::gui
