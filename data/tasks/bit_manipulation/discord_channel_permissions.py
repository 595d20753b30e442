# query: Compute a member's effective permission bits in a channel the way Discord does: if the base bits include
# ADMINISTRATOR (0x8) return all 48 low bits; otherwise apply the @everyone overwrite, then all role overwrites at once
# (their deny bits ORed, then their allow bits ORed), then the member overwrite, each (allow, deny) clearing deny and then
# setting allow; a missing overwrite is None.
def discord_channel_permissions(base, everyone, roles, member):
    if base & 0x8:
        return (1 << 48) - 1
    perms = base
    if everyone is not None:
        perms = (perms & ~everyone[1]) | everyone[0]
    allow = 0
    deny = 0
    for role_allow, role_deny in roles:
        allow |= role_allow
        deny |= role_deny
    perms = (perms & ~deny) | allow
    if member is not None:
        perms = (perms & ~member[1]) | member[0]
    return perms

# tests
assert discord_channel_permissions(0x401, None, [], None) == 0x401
assert discord_channel_permissions(0x8, (0, 0xFFFF), [], (0, 0xFFFF)) == (1 << 48) - 1
assert discord_channel_permissions(0x0C00, (0, 0x0800), [], None) == 0x0400
assert discord_channel_permissions(0x0400, (0x0800, 0), [], None) == 0x0C00
assert discord_channel_permissions(0x0400, (0, 0x0400), [(0x0400, 0)], None) == 0x0400
assert discord_channel_permissions(0x0C00, None, [(0x0800, 0), (0, 0x0800)], None) == 0x0C00
assert discord_channel_permissions(0x0C00, None, [(0, 0x0800), (0, 0x0400)], None) == 0
assert discord_channel_permissions(0x0C00, None, [(0x1000, 0x0800)], (0x0800, 0x1000)) == 0x0C00
assert discord_channel_permissions(0x0400, (0x2000, 0), [(0, 0x2000)], (0, 0x0400)) == 0
assert discord_channel_permissions(0x0001, (0x0010, 0x0001), [(0x0001, 0x0010)], None) == 0x0001
