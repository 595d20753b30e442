# query: Build a Monday-first calendar grid for a year and month: a list of weeks, each a list of 7 day numbers,
# with 0 filling the cells before the 1st and after the last day of the month.
import calendar
def month_calendar_grid(year, month):
    first_wd, length = calendar.monthrange(year, month)
    cells = [0] * first_wd + list(range(1, length + 1))
    while len(cells) % 7 != 0:
        cells.append(0)
    weeks = []
    for i in range(0, len(cells), 7):
        weeks.append(cells[i:i + 7])
    return weeks

# tests
assert month_calendar_grid(2024, 1) == [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, 20, 21], [22, 23, 24, 25, 26, 27, 28], [29, 30, 31, 0, 0, 0, 0]]
assert month_calendar_grid(2021, 2) == [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, 20, 21], [22, 23, 24, 25, 26, 27, 28]]
assert month_calendar_grid(2024, 2) == [[0, 0, 0, 1, 2, 3, 4], [5, 6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17, 18], [19, 20, 21, 22, 23, 24, 25], [26, 27, 28, 29, 0, 0, 0]]
assert month_calendar_grid(2024, 9) == [[0, 0, 0, 0, 0, 0, 1], [2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15], [16, 17, 18, 19, 20, 21, 22], [23, 24, 25, 26, 27, 28, 29], [30, 0, 0, 0, 0, 0, 0]]
assert month_calendar_grid(2024, 6)[-1] == [24, 25, 26, 27, 28, 29, 30]
assert len(month_calendar_grid(2024, 6)) == 5
assert month_calendar_grid(2023, 10)[0] == [0, 0, 0, 0, 0, 0, 1]
assert month_calendar_grid(2023, 12)[-1] == [25, 26, 27, 28, 29, 30, 31]
