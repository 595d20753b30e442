# query: Parse SubRip (.srt) subtitles into (start ms, end ms, text) tuples: blocks are separated by blank lines, each
# with a numeric index line, a timing line "HH:MM:SS,mmm --> HH:MM:SS,mmm" (minutes and seconds below 60) and text
# lines joined with "\n"; blocks with a bad index or timing, or an end before the start, are skipped.
def srt_cue_blocks(text):
    def stamp(s):
        s = s.strip()
        if len(s) != 12 or s[2] != ":" or s[5] != ":" or s[8] != ",":
            return -1
        h, m, sec, ms = s[0:2], s[3:5], s[6:8], s[9:12]
        if not (h + m + sec + ms).isdigit() or int(m) > 59 or int(sec) > 59:
            return -1
        return ((int(h) * 60 + int(m)) * 60 + int(sec)) * 1000 + int(ms)
    cues = []
    for block in text.replace("\r\n", "\n").split("\n\n"):
        lines = block.strip("\n").split("\n")
        if len(lines) < 2 or not lines[0].strip().isdigit():
            continue
        start_text, arrow, end_text = lines[1].partition("-->")
        start, end = stamp(start_text), stamp(end_text)
        if not arrow or start < 0 or end < start:
            continue
        cues.append((start, end, "\n".join(lines[2:])))
    return cues

# tests
assert srt_cue_blocks("") == []
assert srt_cue_blocks("1\n00:00:01,000 --> 00:00:02,500\nHello") == [(1000, 2500, "Hello")]
assert srt_cue_blocks("1\n00:00:01,000 --> 00:00:02,000\nA\nB\n\n2\n01:02:03,004 --> 01:02:04,000\nC\n") == [(1000, 2000, "A\nB"), (3723004, 3724000, "C")]
assert srt_cue_blocks("1\r\n00:00:00,000 --> 00:00:00,000\r\n\r\n\r\n\r\n2\r\n00:00:05,000 --> 00:00:06,000\r\nX") == [(0, 0, ""), (5000, 6000, "X")]
assert srt_cue_blocks("x\n00:00:01,000 --> 00:00:02,000\nA\n\n1\n\n2\n00:00:01,000 --> 00:00:02,000\nB") == [(1000, 2000, "B")]
assert srt_cue_blocks("1\n00:00:03,000 --> 00:00:02,000\nA") == []
assert [srt_cue_blocks("1\n" + t + "\nA") for t in ("00:00:01.000 --> 00:00:02,000", "00-00:01,000 --> 00:00:02,000", "00:00-01,000 --> 00:00:02,000", "0a:00:01,000 --> 00:00:02,000", "00:00:60,000 --> 00:01:02,000", "00:00:01,000 --> 00:00:02,0000")] == [[]] * 6
assert srt_cue_blocks("1\n00:60:01,000 --> 01:00:02,000\nA\n\n2\n00:59:59,999 --> 01:00:00,000\nB") == [(3599999, 3600000, "B")]
assert srt_cue_blocks("1\n00:00:01,000 00:00:02,000\nA\n\n2\n00:00:01,000 --> 00:00:61,000\nB") == []
