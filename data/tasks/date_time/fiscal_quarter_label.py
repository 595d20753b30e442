# query: Given a calendar year and month and the month (1-12) in which the fiscal year begins, return a label like
# "FY2025 Q3"; the fiscal year is named after the calendar year in which it ends.
def fiscal_quarter_label(year, month, start_month):
    shifted = month - start_month
    if shifted < 0:
        shifted += 12
    quarter = shifted // 3 + 1
    fiscal_year = year
    if start_month > 1 and month >= start_month:
        fiscal_year += 1
    return "FY" + str(fiscal_year) + " Q" + str(quarter)

# tests
assert fiscal_quarter_label(2024, 1, 1) == 'FY2024 Q1'
assert fiscal_quarter_label(2024, 12, 1) == 'FY2024 Q4'
assert fiscal_quarter_label(2024, 3, 1) == 'FY2024 Q1'
assert fiscal_quarter_label(2024, 4, 1) == 'FY2024 Q2'
assert fiscal_quarter_label(2024, 10, 10) == 'FY2025 Q1'
assert fiscal_quarter_label(2024, 9, 10) == 'FY2024 Q4'
assert fiscal_quarter_label(2024, 7, 4) == 'FY2025 Q2'
assert fiscal_quarter_label(2024, 1, 4) == 'FY2024 Q4'
assert fiscal_quarter_label(2024, 2, 2) == 'FY2025 Q1'
assert fiscal_quarter_label(2024, 1, 2) == 'FY2024 Q4'
