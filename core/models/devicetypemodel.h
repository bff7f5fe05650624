#pragma once

#include "model/changeset.h"

#include <QAbstractListModel>

namespace ry::undo {
class DesignSession;
}
namespace ry::models {

/// The device-type palette of the rack elevation: one row per Design::deviceTypes entry, drag
/// source for kMimeType (the type's id as text).
class DeviceTypeModel : public QAbstractListModel
{
    Q_OBJECT

public:
    static constexpr const char *kMimeType = "application/x-railyard-device-type";
    explicit DeviceTypeModel(undo::DesignSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;

private:
    undo::DesignSession *m_session;
    bool m_resetting = false;
};

} // namespace ry::models
