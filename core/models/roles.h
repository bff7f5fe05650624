#pragma once

#include <Qt>

namespace ry::models {

/// Item data roles shared by Railyard's item models (core/models).
enum ModelRole
{
    IdRole = Qt::UserRole + 1, ///< the object's Id (qint64)
    KindRole,                  ///< ProjectTreeModel::Kind of a tree node
    ChoicesRole,               ///< QStringList of allowed edit values (enumerations), else empty
    SortRole,                  ///< a value that sorts naturally (numbers as numbers)
};

} // namespace ry::models
