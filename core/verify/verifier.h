#pragma once

// Cable-map verification: compares what the fabric reported (an ObservationSet from ibnetdiscover
// or LLDP) with the planned cabling of a Design and classifies every planned and every observed
// link.

#include "matchrules.h"
#include "model/design.h"
#include "observation.h"

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace ry::verify {

/// The verdict on one planned or observed link.
struct CableFinding
{
    enum class Kind
    {
        Correct,       ///< seen as planned
        Missing,       ///< planned, not seen
        Unexpected,    ///< seen between two known ports that have no planned cable
        Swapped,       ///< two cables whose ends on one side are exchanged: together they use
                       ///< exactly the four ports of two planned links, crossed
        WrongPort,     ///< one end as planned, the other end on the planned device but another port
        WrongDevice,   ///< one end as planned, the other end on a different (known) device
        Degraded,      ///< cabled as planned, but width x speed below the plan (4xHDR or 2xNDR
                       ///< on a 400 Gb/s NDR link)
        UnknownDevice, ///< a reported node that is not in the design
        /// An observation that cannot be resolved, so nobody can say whether the cable is right:
        /// a reported port name (LLDP; not an InfiniBand port number) that maps to no port of
        /// the planned device, or of either known device when neither end resolves (an LLDP
        /// port id the rules cannot translate), or a node whose identity cannot be established
        /// (no name, or only the vendor's default description such as "MT4129 ConnectX7
        /// Mellanox Technologies", and no GUID or MAC the design records). Listed apart, never
        /// in the work list, never "wrong-port".
        Unverifiable,
    };
    static constexpr int kindCount = 9;

    Kind kind = Kind::Correct;

    /// The planned cable at the anchor port (see below); 0 when nothing was planned there.
    Id cableId = 0;
    /// Every planned cable of the planned link, from the anchor's side: one for a direct cable,
    /// more when the planned link runs through patch panels. Empty when nothing was planned.
    std::vector<Id> cableIds;
    std::optional<ObservedLink> observed; ///< the observed link; empty for Missing

    // The anchor: the end a technician goes to. For a finding with a planned cable it is the end
    // that agrees with the plan (for Correct, Degraded and Missing the planned cable's A end);
    // otherwise the end that is in the design.
    Id rackId = 0;
    QString rack;        ///< rack name; "" when the device is not racked or unknown
    double position = 0; ///< lowest U of the device, counted from the bottom; 0 = not placed
    Id deviceId = 0;     ///< 0 when neither end is in the design
    QString device;      ///< device name, or the reported node name when unknown
    Id portId = 0;       ///< 0 when the reported port is not in the design
    QString port;        ///< port name, or the reported port when not in the design

    QString plannedPeer;  ///< where the plan sends the anchor's cable ("leaf-1 P7.1"); "" = none
    QString observedPeer; ///< where the cable really goes, as reported and mapped; "" = none
    Id observedPeerDeviceId = 0; ///< the design device the cable really goes to; 0 = none/unknown
    Id observedPeerPortId = 0;   ///< the design port the cable really goes to; 0 = none/unknown
    Id swappedWithCableId = 0;   ///< Swapped: the other planned cable of the crossed pair

    /// One line for a technician, e.g. "rack B07 U12 gpu-017 port ib3: cable goes to
    /// leaf-su1-r4 P7.1, plan says leaf-su1-r3 P7.1". Translated (ry::Tr).
    QString explanation;
};

/// Lower-case name of a finding kind: "correct", "missing", "unexpected", "swapped",
/// "wrong-port", "wrong-device", "degraded", "unknown-device", "unverifiable".
QString toString(CableFinding::Kind k);

/// Counts over a verification.
struct VerificationSummary
{
    std::array<int, CableFinding::kindCount> counts{}; ///< findings per kind, indexed by Kind
    int plannedLinks = 0;  ///< planned links between two data interfaces, in scope or not
    int observedLinks = 0; ///< observed links after de-duplication
    int notCovered = 0;    ///< planned links left out of scope (see VerifyOptions); no finding
    /// Observed links inside one system (both nodes share an InfiniBand system image GUID, such
    /// as a switch and its SHARP aggregation node on port 65, or the modules of a director
    /// switch) that were skipped because VerifyOptions::skipInternalLinks is set; no finding.
    int internalLinks = 0;

    int count(CableFinding::Kind k) const { return counts[std::size_t(k)]; }
    /// True when every finding is Correct (nothing missing, unexpected, miswired, degraded or
    /// unverifiable).
    bool allCorrect() const;
};

/// A device in scope of which no planned link was seen and which no observation names (a dead
/// or unplugged switch, a host that is down): its links are still Missing findings (counted
/// in the summary), but a work list shows them as one item "leaf-2 not seen (9 planned links)".
struct DeviceNotSeen
{
    Id deviceId = 0;
    QString device;
    Id rackId = 0;
    QString rack;             ///< "" when not racked
    double position = 0;      ///< lowest U, 0 = not placed
    int plannedLinks = 0;     ///< its planned links in scope, each a Missing finding
    std::vector<Id> cableIds; ///< the first planned cable of each of those links
};

/// The result of CableVerifier::verify().
struct Verification
{
    /// Every planned link in scope and every observed link, once each (a Swapped pair gives two
    /// findings), in pull order: by rack (site, room, row index, position in row, name), then U
    /// from the top, then device name, then port name in natural order; findings without a
    /// racked device come last.
    std::vector<CableFinding> findings;
    VerificationSummary summary;
    /// Observed links that map to the same pair of design ports as an earlier one, planned links
    /// that end in a patch panel with no onward cable, and similar notes.
    Diagnostics diagnostics;
    /// Devices with at least two planned links in scope, all of them Missing, that appear in no
    /// observation, in pull order.
    std::vector<DeviceNotSeen> notSeen;

    bool allCorrect() const { return summary.allCorrect(); }
};

/// What to verify and how to map names. The scope options only decide which planned links that
/// nobody reported become Missing findings; every observed link is classified regardless.
struct VerifyOptions
{
    CableMatchRules rules = CableMatchRules::defaults();
    /// When not empty, only planned links with at least one end port in one of these planes are
    /// verified (e.g. the compute plane when checking an ibnetdiscover dump of a design that also
    /// plans Ethernet management cabling).
    std::vector<Id> planeIds;
    /// When true, planned links none of whose two devices was seen in the observation are left
    /// out (counted in notCovered) instead of reported Missing: a partial LLDP collection then
    /// does not flag the rest of the cluster.
    bool onlyObservedDevices = true;
    /// When true, an observed link between two different nodes that report the same non-empty
    /// system image GUID is not a cable (a switch ASIC and its SHARP aggregation node, a
    /// director's line and spine modules) and is skipped (counted in internalLinks).
    bool skipInternalLinks = true;
};

/// True when `link` joins two different nodes of `set` that report the same non-empty
/// InfiniBand system image GUID: a link inside one box, not a cable.
bool isInternalLink(const ObservationSet &set, const ObservedLink &link);

/// Compares observations with the planned cabling of a design.
///
/// Planned links are the cables between two data interfaces (PortKind::Interface); a cable that
/// ends in a patch-panel front or rear port is followed through the panel (front port -> rear
/// port position -> trunk cable -> rear port -> front port of the same position) to the interface
/// at the far end. Power and console cabling is ignored. Each observed end is mapped to a device
/// and port as described in matchrules.h. Then, in this order: exact matches (Correct, or
/// Degraded when the observed width x speed is below the lower speedGbps of the two planned
/// ports), crossed pairs (Swapped), WrongPort (Unverifiable instead when the far end's reported
/// port is a name that maps to no port of the planned device), WrongDevice,
/// UnknownDevice (a reported node not in the design; it takes over the planned cable of the
/// known end's port when there is one; Unverifiable instead when the node's identity cannot be
/// established), Unexpected, and finally the remaining planned links as Missing. Devices whose
/// planned links are all Missing and that no observation names are listed in
/// Verification::notSeen. When an InfiniBand dump reaches only some of the InfiniBand planes
/// the design plans (ibnetdiscover sees one subnet), a warning diagnostic names the others.
class CableVerifier
{
public:
    /// Prepares indexes over `design`, which must outlive the verifier. Throws ry::Error (field
    /// e.g. "rules.nodeNames[2].pattern") when a rule's regular expression is invalid.
    explicit CableVerifier(const Design &design, VerifyOptions options = {});
    ~CableVerifier();
    CableVerifier(const CableVerifier &) = delete;
    CableVerifier &operator=(const CableVerifier &) = delete;

    /// Classifies every planned link in scope and every link of `observed`. Never throws for bad
    /// data; problems go to Verification::diagnostics.
    Verification verify(const ObservationSet &observed) const;

    /// Where one reported end lands in the design: device and port ids (0 = not found) and the
    /// name the rules guessed for an unknown node.
    struct EndMatch
    {
        Id deviceId = 0;
        Id portId = 0;
        QString guessedDevice; ///< first device name a rule produced, for messages; may be ""
    };
    /// Maps one end of an observed link (`node` is the node at that end).
    EndMatch matchEnd(const ObservedNode &node, const ObservedEnd &end) const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace ry::verify
