#pragma once

// The device roles Railyard knows by name (Device::role is free text; these are the values the
// fabric generators assign and the exporters, views, test plan and as-built importer look for).
// Compare with `role == QLatin1String(kRoleLeaf)`.

namespace ry {

inline constexpr const char *kRoleGpuNode = "gpu-node";
inline constexpr const char *kRoleLeaf = "leaf";
inline constexpr const char *kRoleSpine = "spine";
inline constexpr const char *kRoleCore = "core";
inline constexpr const char *kRoleFabricManager = "fabric-manager";
inline constexpr const char *kRoleStorage = "storage"; ///< a storage server (not a switch)
inline constexpr const char *kRoleStorageLeaf = "storage-leaf";
inline constexpr const char *kRoleStorageSpine = "storage-spine";
inline constexpr const char *kRoleInbandLeaf = "inband-leaf";
inline constexpr const char *kRoleInbandSpine = "inband-spine";
inline constexpr const char *kRoleMgmtSwitch = "mgmt-switch"; ///< OOB leaf
inline constexpr const char *kRoleMgmtSpine = "mgmt-spine";   ///< OOB aggregation
inline constexpr const char *kRoleNvswitchTray = "nvswitch-tray";
inline constexpr const char *kRoleUbSwitch = "ub-switch";
inline constexpr const char *kRolePdu = "pdu";
inline constexpr const char *kRolePatchPanel = "patch-panel";
inline constexpr const char *kRoleServer = "server"; ///< as-built: a host that is not a GPU node
inline constexpr const char *kRoleSwitch = "switch"; ///< as-built: a switch of unknown tier
inline constexpr const char *kRoleNameServer = "name-server"; ///< DNS server: the zones' NS

/// Suffixes shared by the role families ("storage-leaf", "inband-spine", ...).
inline constexpr const char *kRoleSuffixLeaf = "leaf";
inline constexpr const char *kRoleSuffixSpine = "spine";

} // namespace ry
