# query: Convert a temperature between Celsius, Fahrenheit and Kelvin, with units given as "C", "F" or "K"
# (case-insensitive), rounding to 2 decimals; an unknown unit, or a result below absolute zero, gives None.
def convert_temperature_units(value, from_unit, to_unit):
    f, t = from_unit.upper(), to_unit.upper()
    if f == "C":
        kelvin = value + 273.15
    elif f == "F":
        kelvin = (value - 32) * 5 / 9 + 273.15
    elif f == "K":
        kelvin = value
    else:
        return None
    if kelvin < 0:
        return None
    if t == "C":
        return round(kelvin - 273.15, 2) + 0.0
    if t == "F":
        return round((kelvin - 273.15) * 9 / 5 + 32, 2) + 0.0
    if t == "K":
        return round(kelvin, 2) + 0.0
    return None

# tests
assert convert_temperature_units(100, "C", "F") == 212.0
assert convert_temperature_units(212, "f", "c") == 100.0
assert convert_temperature_units(0, "C", "K") == 273.15
assert convert_temperature_units(0, "K", "F") == -459.67
assert convert_temperature_units(-40, "F", "C") == -40.0
assert convert_temperature_units(98.6, "F", "K") == 310.15
assert convert_temperature_units(25, "C", "C") == 25.0
assert convert_temperature_units(-300, "C", "K") is None
assert convert_temperature_units(10, "X", "C") is None
assert convert_temperature_units(10, "C", "R") is None
