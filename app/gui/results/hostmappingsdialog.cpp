#include "hostmappingsdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ry::gui {

HostMappingsDialog::HostMappingsDialog(const QString &what,
                                       const QList<results::HostPattern> &mappings, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Host mappings of %1").arg(what));
    auto *help = new QLabel(
        tr("One mapping per line, tried in order before the other matching rules:\n"
           "  HOST=DEVICE        an explicit map, e.g. worker-0=node01\n"
           "  REGEX=>TEMPLATE    a pattern over the whole host name, e.g. worker-(\\d+)=>node0\\1\n"
           "The runs are evaluated again with these mappings, which are stored with them."),
        this);
    help->setWordWrap(true);
    m_edit = new QPlainTextEdit(this);
    m_edit->setPlainText(format(mappings));
    m_error = new QLabel(this);
    m_error->setStyleSheet(QStringLiteral("color: #c62828"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QPlainTextEdit::textChanged, this, &HostMappingsDialog::check);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(help);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    check();
}

bool HostMappingsDialog::parse(const QString &text, QList<results::HostPattern> *mappings,
                               QString *error)
{
    QList<results::HostPattern> out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const auto m = results::hostMappingFromString(line);
        if (!m) {
            if (error)
                *error = tr("Line %1: \"%2\" is neither HOST=DEVICE nor REGEX=>TEMPLATE with a "
                            "valid regular expression.")
                             .arg(i + 1)
                             .arg(line);
            return false;
        }
        out << *m;
    }
    if (mappings)
        *mappings = out;
    return true;
}

QString HostMappingsDialog::format(const QList<results::HostPattern> &mappings)
{
    QStringList lines;
    for (const results::HostPattern &m : mappings)
        lines << results::toString(m);
    return lines.join(QLatin1Char('\n'));
}

void HostMappingsDialog::setText(const QString &text)
{
    m_edit->setPlainText(text);
}

QList<results::HostPattern> HostMappingsDialog::mappings() const
{
    QList<results::HostPattern> out;
    parse(m_edit->toPlainText(), &out, nullptr);
    return out;
}

void HostMappingsDialog::check()
{
    QString error;
    const bool ok = parse(m_edit->toPlainText(), nullptr, &error);
    m_error->setText(ok ? QString() : error);
    m_ok->setEnabled(ok);
}

} // namespace ry::gui
