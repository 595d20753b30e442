# query: Convert a spreadsheet serial day number in the 1900 date system to "YYYY-MM-DD": 1 is 1900-01-01, serial 60 is
# the fictitious "1900-02-29" kept for Lotus compatibility, so later serials are shifted by one day; serials below 1
# give None.
import datetime
def excel_serial_to_date(serial):
    if serial < 1:
        return None
    if serial == 60:
        return "1900-02-29"
    offset = serial - 1 if serial < 60 else serial - 2
    return (datetime.date(1900, 1, 1) + datetime.timedelta(days=offset)).isoformat()

# tests
assert excel_serial_to_date(1) == "1900-01-01"
assert excel_serial_to_date(59) == "1900-02-28"
assert excel_serial_to_date(60) == "1900-02-29"
assert excel_serial_to_date(61) == "1900-03-01"
assert excel_serial_to_date(25569) == "1970-01-01"
assert excel_serial_to_date(36526) == "2000-01-01"
assert excel_serial_to_date(45292) == "2024-01-01"
assert excel_serial_to_date(2958465) == "9999-12-31"
assert excel_serial_to_date(0) is None
assert excel_serial_to_date(-5) is None
