#include "trunk.h"

namespace ry {

bool isTrunk(const Design &design, const Cable &c)
{
    const Port *a = design.ports.find(c.aPortId);
    const Port *b = design.ports.find(c.bPortId);
    return a && b && a->kind == PortKind::RearPort && b->kind == PortKind::RearPort;
}

int trunkFarPosition(int position, int positions, int fibres, TrunkPolarity polarity)
{
    if (positions < 1 || position < 1 || position > positions)
        return 0;
    const int fibresPerPosition = fibres > 0 && fibres % positions == 0 ? fibres / positions : 1;
    switch (polarity) {
    case TrunkPolarity::Unspecified:
    case TrunkPolarity::TypeA:
        return position;
    case TrunkPolarity::TypeB:
        return positions + 1 - position;
    case TrunkPolarity::TypeC:
        if (fibresPerPosition >= 2)
            return position; // the pair flips inside its own position
        {
            const int far = position % 2 == 1 ? position + 1 : position - 1;
            return far <= positions ? far : 0;
        }
    }
    return position;
}

} // namespace ry
