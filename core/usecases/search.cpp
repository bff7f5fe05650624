#include "search.h"

namespace ry::usecases {

namespace {

bool same(const QString &a, const QString &b)
{
    return !a.isEmpty() && a.compare(b, Qt::CaseInsensitive) == 0;
}

Id deviceNamed(const Design &d, const QString &text)
{
    for (const Device &x : d.devices)
        if (same(x.name, text) || same(x.serial, text) || same(x.assetTag, text))
            return x.id;
    return 0;
}

Id cableLabelled(const Design &d, const QString &text)
{
    for (const Cable &c : d.cables)
        if (same(c.label, text))
            return c.id;
    return 0;
}

/// A port as "device:port", or by GUID, MAC or interface name: its device and cable.
void findPort(const Design &d, const QString &text, SearchHit &hit)
{
    const QString dev = text.section(QLatin1Char(':'), 0, 0);
    const QString port = text.section(QLatin1Char(':'), 1);
    for (const Port &p : d.ports) {
        const bool byPort = !port.isEmpty() && p.name.compare(port, Qt::CaseInsensitive) == 0;
        const bool byId = same(p.guid, text) || same(p.mac, text) ||
                          (!p.ifName.isEmpty() && port.isEmpty() && p.ifName == text);
        if (!byId && !byPort)
            continue;
        const Device *x = d.devices.find(p.deviceId);
        if (byId || (x && x->name.compare(dev, Qt::CaseInsensitive) == 0)) {
            hit.device = p.deviceId;
            for (const Cable &c : d.cables)
                if (c.aPortId == p.id || c.bPortId == p.id)
                    hit.cable = c.id;
            return;
        }
    }
}

} // namespace

SearchHit searchDesign(const Design &d, const SearchRequest &request)
{
    const QString text = request.text.trimmed();
    SearchHit hit;
    if (text.isEmpty())
        return hit;
    hit.device = deviceNamed(d, text);
    if (!hit.device)
        hit.cable = cableLabelled(d, text);
    if (!hit.found())
        for (const IpAddress &a : d.ipAddresses)
            if (a.address == text || a.address.section(QLatin1Char('/'), 0, 0) == text ||
                same(a.dnsName, text)) {
                hit.ip = a.id;
                if (const Port *p = d.ports.find(a.portId))
                    hit.device = p->deviceId;
                break;
            }
    if (!hit.found())
        findPort(d, text, hit);
    if (!hit.device && hit.cable)
        if (const Cable *c = d.cables.find(hit.cable))
            if (const Port *p = d.ports.find(c->aPortId))
                hit.device = p->deviceId;
    return hit;
}

} // namespace ry::usecases
