#include "designsession.h"

#include "commands.h"
#include "store/document.h"
#include "util/error.h"

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>
#include <QUndoStack>

namespace ry::undo {

DesignSession::DesignSession(std::unique_ptr<store::Document> document, QObject *parent)
    : QObject(parent), m_document(std::move(document)), m_undo(new QUndoStack(this))
{
}

DesignSession::~DesignSession()
{
    // Commands refer to the session; drop them first.
    m_undo->clear();
}

const Design &DesignSession::design() const
{
    return m_document->design();
}

store::SqliteStore *DesignSession::moduleStore() const
{
    return dynamic_cast<store::SqliteStore *>(&m_document->store());
}

ChangeSet DesignSession::commitNow(const ChangeSet &changes, const QString &action,
                                   const store::Document::ModuleWrites &moduleWrites)
{
    Q_EMIT aboutToChange(changes);
    ChangeSet inverse;
    try {
        inverse = m_document->commit(changes, action, moduleWrites);
    } catch (...) {
        Q_EMIT changed(changes, false);
        throw;
    }
    Q_EMIT changed(changes, true);
    return inverse;
}

Diagnostics DesignSession::replaceNow(Design design, const QString &action, const QString &text)
{
    Q_EMIT aboutToReset();
    Diagnostics findings;
    try {
        findings = m_document->replaceAll(std::move(design), action, text);
    } catch (...) {
        Q_EMIT resetDone();
        throw;
    }
    Q_EMIT resetDone();
    return findings;
}

void DesignSession::step(const ChangeSet &changes, const QString &action,
                         std::shared_ptr<store::ModuleStep> module, const QString &undoText)
{
    if (changes.empty())
        return;
    store::Document::ModuleWrites writes;
    if (module)
        writes = [m = module.get()](store::Store &s, const ChangeLogEntry &e) { m->redo(s, e); };
    ChangeSet inverse = commitNow(changes, action, writes);
    auto *cmd = new ChangeSetCommand(this, changes, std::move(inverse), action, std::move(module));
    if (!undoText.isEmpty())
        cmd->setText(undoText);
    m_undo->push(cmd);
}

bool DesignSession::apply(const ChangeSet &changes, QString *error, const QString &action,
                          std::shared_ptr<store::ModuleStep> module)
{
    try {
        step(changes, action, std::move(module));
        return true;
    } catch (const Error &e) {
        if (error)
            *error = e.describe();
        return false;
    }
}

bool DesignSession::applyMove(const ChangeSet &changes, bool merge, QString *error)
{
    if (changes.empty())
        return true;
    try {
        ChangeSet inverse = commitNow(changes, QStringLiteral("move"));
        m_undo->push(new MoveDevicesCommand(this, changes, std::move(inverse), merge));
        return true;
    } catch (const Error &e) {
        if (error)
            *error = e.describe();
        return false;
    }
}

Diagnostics DesignSession::replaceDesign(Design design, const QString &action, const QString &text)
{
    Design before = m_document->design();
    Diagnostics findings = replaceNow(design, action, text);
    auto *cmd = new ReplaceDesignCommand(this, std::move(before), std::move(design), action);
    cmd->setText(text);
    m_undo->push(cmd);
    return findings;
}

void DesignSession::Replacement::run()
{
    m_ran = true;
    try {
        m_document->replaceAll(m_after, m_action, m_text);
    } catch (const Error &e) {
        m_error = e.describe();
    } catch (const std::exception &e) {
        m_error = QString::fromLocal8Bit(e.what());
    }
}

std::shared_ptr<DesignSession::Replacement>
DesignSession::prepareReplace(Design design, const QString &action, const QString &text)
{
    auto r = std::make_shared<Replacement>();
    r->m_document = m_document.get();
    r->m_before = m_document->design();
    r->m_after = std::move(design);
    r->m_action = action;
    r->m_text = text;
    Q_EMIT aboutToReset();
    return r;
}

bool DesignSession::finishReplace(const std::shared_ptr<Replacement> &r, QString *error)
{
    Q_EMIT resetDone();
    if (!r->m_ran || !r->m_error.isEmpty()) {
        if (error)
            *error = r->m_ran ? r->m_error : tr("The design was not written.");
        return false;
    }
    auto *cmd =
        new ReplaceDesignCommand(this, std::move(r->m_before), std::move(r->m_after), r->m_action);
    cmd->setText(r->m_text);
    m_undo->push(cmd);
    return true;
}

void DesignSession::watchFile()
{
    const store::SqliteStore *store = moduleStore();
    if (!store || m_watcher)
        return;
    m_watcher = new QFileSystemWatcher(this);
    m_watchDelay = new QTimer(this);
    m_watchDelay->setSingleShot(true);
    m_watchDelay->setInterval(200); // a burst of writes is one check
    connect(m_watchDelay, &QTimer::timeout, this, &DesignSession::checkFile);
    auto changedFile = [this] { m_watchDelay->start(); };
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, changedFile);
    const QString path = store->path();
    for (const QString &f : {path, path + QStringLiteral("-wal")})
        if (QFileInfo::exists(f))
            m_watcher->addPath(f);
}

bool DesignSession::isStale() const
{
    try {
        return m_document->changedElsewhere();
    } catch (const Error &) {
        return false; // unreadable now: the next write reports it
    }
}

void DesignSession::checkFile()
{
    // A file that was replaced (written to a new inode) drops out of the watch; add it again.
    if (const store::SqliteStore *store = moduleStore())
        for (const QString &f : {store->path(), store->path() + QStringLiteral("-wal")})
            if (QFileInfo::exists(f) && !m_watcher->files().contains(f))
                m_watcher->addPath(f);
    if (m_reportedStale || !isStale())
        return;
    m_reportedStale = true;
    Q_EMIT changedElsewhere();
}

} // namespace ry::undo
