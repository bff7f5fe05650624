#include "naturalsort.h"

namespace ry {

namespace {

bool isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

} // namespace

int naturalCompare(QStringView a, QStringView b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (isAsciiDigit(a[i]) && isAsciiDigit(b[j])) {
            qsizetype ie = i, je = j;
            while (ie < a.size() && isAsciiDigit(a[ie]))
                ++ie;
            while (je < b.size() && isAsciiDigit(b[je]))
                ++je;
            // By value without overflow: skip leading zeros (keep one digit), then the longer
            // run is the larger number, then compare digit by digit.
            qsizetype is = i, js = j;
            while (is < ie - 1 && a[is] == QLatin1Char('0'))
                ++is;
            while (js < je - 1 && b[js] == QLatin1Char('0'))
                ++js;
            if (ie - is != je - js)
                return ie - is < je - js ? -1 : 1;
            if (const int c = a.mid(is, ie - is).compare(b.mid(js, je - js)); c != 0)
                return c < 0 ? -1 : 1;
            if (ie - i != je - j) // same value: "1" before "01"
                return ie - i < je - j ? -1 : 1;
            i = ie;
            j = je;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j] ? -1 : 1;
        ++i;
        ++j;
    }
    const qsizetype ra = a.size() - i, rb = b.size() - j;
    return ra == rb ? 0 : (ra < rb ? -1 : 1);
}

bool naturalLess(QStringView a, QStringView b)
{
    return naturalCompare(a, b) < 0;
}

} // namespace ry
