#pragma once

#include <QMainWindow>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTreeWidget;

namespace ry {
class Document;
struct Design;

/// The main window: a project explorer (site > room > row > rack > device, with counts), a
/// summary and a validation tab, and a status bar with the design's counts and validation state.
/// Opening works on Railyard databases and on YAML design files (loaded into a database
/// beside them).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a .railyard database, or a .yaml design file (imported into FILE.railyard next to
    /// it when that does not exist yet). Shows a message box and returns false on error.
    bool openFile(const QString &path);

    /// The explorer tree, for tests.
    QTreeWidget *explorer() const { return m_explorer; }
    /// Number of Error findings shown in the validation tab.
    int validationErrorCount() const { return m_errorCount; }

private:
    void openDialog();
    void showDesign(const Design &design);
    std::unique_ptr<Document> m_document;
    QTreeWidget *m_explorer = nullptr;
    QTabWidget *m_tabs = nullptr;
    QPlainTextEdit *m_summary = nullptr;
    QTreeWidget *m_findings = nullptr;
    QLabel *m_status = nullptr;
    int m_errorCount = 0;
};

} // namespace ry
