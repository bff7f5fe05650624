#pragma once

// Printable label sheets: cable labels laid out on common label stock, optionally with a QR
// code (libqrencode) carrying the cable id.

#include "plans/labels.h"
#include "util/error.h"

#include <QPageSize>

class QIODevice;

namespace ry::render {

/// A sheet of labels. Dimensions in millimetres, from the manufacturers' template data sheets.
struct LabelStock
{
    QString name; ///< e.g. "L7160"
    QString description;
    QPageSize::PageSizeId page = QPageSize::A4;
    int columns = 1, rows = 1;
    double widthMm = 0, heightMm = 0;  ///< one label
    double leftMm = 0, topMm = 0;      ///< page edge to the first label
    double pitchXMm = 0, pitchYMm = 0; ///< label origin to the next label's origin
    int perSheet() const { return columns * rows; }
};

/// Avery L7160 (A4, 3 x 7, 63.5 x 38.1 mm), L7163 (A4, 2 x 7, 99.1 x 38.1 mm), L7651 (A4,
/// 5 x 13, 38.1 x 21.2 mm) and 5160 (US Letter, 3 x 10, 66.7 x 25.4 mm); the first is the
/// default.
const std::vector<LabelStock> &labelStocks();
/// The stock named `name` (case-insensitive), or nullptr.
const LabelStock *findLabelStock(const QString &name);

/// True when Railyard was built with libqrencode.
bool qrAvailable();

/// The smallest text size (points) a label is printed at; below it text is cut off (elided).
constexpr double kMinLabelPt = 4.0;

/// Draws the labels in order, filling each sheet row by row, and returns the page count
/// (ceil(labels / perSheet), at least 1). With `qr` each label carries a QR code of its
/// cableId on the left (error correction M). Text is printed at the largest size from 9 pt
/// down to kMinLabelPt at which every line fits; a label that does not fit even then is
/// printed cut off ("...") and reported as a warning in `warnings` (when given) naming the
/// label, its end and the stock. Throws ry::Error when `qr` is asked for but Railyard was built
/// without libqrencode, or the output cannot be written.
int writeLabelSheets(const std::vector<plans::CableLabel> &labels, const LabelStock &stock, bool qr,
                     QIODevice &out, Diagnostics *warnings = nullptr);

/// The QR code of `text` as a square matrix of modules (true = dark), row by row; empty when
/// built without libqrencode.
std::vector<std::vector<bool>> qrMatrix(const QString &text);

} // namespace ry::render
