# query: Format a CPU affinity bitmask as a Linux CPU list: the set bit numbers in ascending order, with every run of two
# or more consecutive CPUs written as "first-last" and items joined by commas (0x0D0F gives "0-3,8,10-11"); 0 gives ""
# and a negative mask gives None.
def mask_to_cpu_list(mask):
    if mask < 0:
        return None
    items = []
    cpu = 0
    while mask >> cpu:
        if mask >> cpu & 1:
            start = cpu
            while mask >> (cpu + 1) & 1:
                cpu += 1
            items.append(str(start) if start == cpu else str(start) + "-" + str(cpu))
        cpu += 1
    return ",".join(items)

# tests
assert mask_to_cpu_list(0) == ""
assert mask_to_cpu_list(1) == "0"
assert mask_to_cpu_list(2) == "1"
assert mask_to_cpu_list(3) == "0-1"
assert mask_to_cpu_list(0xD0F) == "0-3,8,10-11"
assert mask_to_cpu_list(0b10101) == "0,2,4"
assert mask_to_cpu_list(0b1110) == "1-3"
assert mask_to_cpu_list((1 << 64) - 1) == "0-63"
assert mask_to_cpu_list(1 << 40 | 1) == "0,40"
assert mask_to_cpu_list(-1) is None
