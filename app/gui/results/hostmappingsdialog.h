#pragma once

// Edits the host mappings of benchmark runs (core/results/attribution.h HostPattern): one per
// line, `REGEX=>DEVICE-TEMPLATE` (a pattern, captures as \1..\9) or `HOST=DEVICE` (an explicit
// map), in the order they are tried. The mappings are stored with the runs, which are then
// evaluated again (core/usecases/resultsimport.h evaluateResults()).

#include "results/attribution.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace ry::gui {

class HostMappingsDialog : public QDialog
{
    Q_OBJECT
public:
    /// `what` names the runs edited ("run 3"); `mappings` are shown to start with.
    HostMappingsDialog(const QString &what, const QList<results::HostPattern> &mappings,
                       QWidget *parent = nullptr);

    /// Reads `text` (one mapping per line, blank lines and lines starting with # ignored).
    /// Returns false and sets `error` to a sentence naming the first bad line (1-based) when a
    /// line is neither form or its expression is not valid.
    static bool parse(const QString &text, QList<results::HostPattern> *mappings, QString *error);

    /// The text shown for `mappings`: one toString() per line.
    static QString format(const QList<results::HostPattern> &mappings);

    void setText(const QString &text);
    /// The mappings as edited (valid only when the OK button is enabled).
    QList<results::HostPattern> mappings() const;

private:
    void check();

    QPlainTextEdit *m_edit = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace ry::gui
