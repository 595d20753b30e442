# query: Convert a frame count to an SMPTE non-drop timecode "HH:MM:SS:FF" at an integer frame rate, hours wrapping
# after 24; a negative frame count or a frame rate below 1 gives None.
def frames_to_timecode(frames, fps):
    if frames < 0 or fps < 1:
        return None
    ff = frames % fps
    seconds = frames // fps
    return "%02d:%02d:%02d:%02d" % (seconds // 3600 % 24, seconds // 60 % 60, seconds % 60, ff)

# tests
assert frames_to_timecode(0, 25) == "00:00:00:00"
assert frames_to_timecode(24, 25) == "00:00:00:24"
assert frames_to_timecode(25, 25) == "00:00:01:00"
assert frames_to_timecode(1499, 25) == "00:00:59:24"
assert frames_to_timecode(1500, 25) == "00:01:00:00"
assert frames_to_timecode(90000, 25) == "01:00:00:00"
assert frames_to_timecode(2160000, 25) == "00:00:00:00"
assert frames_to_timecode(2073599, 24) == "23:59:59:23"
assert [frames_to_timecode(-1, 25), frames_to_timecode(100, 0)] == [None, None]
assert [frames_to_timecode(1799, 30), frames_to_timecode(3661, 1)] == ["00:00:59:29", "01:01:01:00"]
