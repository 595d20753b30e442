# query: Parse iCalendar/vCard text into (NAME, params, value) triples: first unfold lines (a line break followed by a
# space or tab is removed together with that one character), then split each line at the first ":" outside double
# quotes into a ";"-separated head and the value; the name and parameter keys are upper-cased, parameter values lose
# surrounding quotes, and lines without such a ":" are skipped.
def ical_content_lines(text):
    unfolded = text.replace("\r\n", "\n").replace("\n ", "").replace("\n\t", "")
    out = []
    for line in unfolded.split("\n"):
        i = 0
        in_quote = False
        while i < len(line) and (in_quote or line[i] != ":"):
            if line[i] == '"':
                in_quote = not in_quote
            i += 1
        if i == len(line):
            continue
        name, *params = line[:i].split(";")
        table = {}
        for p in params:
            key, _, val = p.partition("=")
            table[key.upper()] = val.strip('"')
        out.append((name.upper(), table, line[i + 1:]))
    return out

# tests
assert ical_content_lines("BEGIN:VEVENT\nSUMMARY:Lunch\nEND:VEVENT") == [("BEGIN", {}, "VEVENT"), ("SUMMARY", {}, "Lunch"), ("END", {}, "VEVENT")]
assert ical_content_lines("") == []
assert ical_content_lines("DTSTART;TZID=Europe/Paris:20240105T100000") == [("DTSTART", {"TZID": "Europe/Paris"}, "20240105T100000")]
assert ical_content_lines("DESCRIPTION:Long\r\n  text\r\n\there") == [("DESCRIPTION", {}, "Long texthere")]
assert ical_content_lines('ATTENDEE;cn="Doe: J";role=CHAIR:mailto:j@x.org') == [("ATTENDEE", {"CN": "Doe: J", "ROLE": "CHAIR"}, "mailto:j@x.org")]
assert ical_content_lines("email;type=work;pref:a@b.c") == [("EMAIL", {"TYPE": "work", "PREF": ""}, "a@b.c")]
assert ical_content_lines("no colon here\nX-EMPTY:") == [("X-EMPTY", {}, "")]
assert ical_content_lines('X;P="unclosed:value') == []
assert ical_content_lines("A:1\n\nB:2:3") == [("A", {}, "1"), ("B", {}, "2:3")]
