# query: Render progress as "[####    ] 50%": `width` cells of which done * width // total are "#" and the rest spaces,
# then the whole percentage done * 100 // total; done is clamped to 0..total, and total <= 0 counts as complete.
def text_progress_bar(done, total, width):
    if total <= 0:
        done, total = 1, 1
    done = max(0, min(done, total))
    filled = done * width // total
    percent = done * 100 // total
    return "[" + "#" * filled + " " * (width - filled) + "] " + str(percent) + "%"

# tests
assert text_progress_bar(0, 10, 10) == "[          ] 0%"
assert text_progress_bar(4, 10, 10) == "[####      ] 40%"
assert text_progress_bar(10, 10, 5) == "[#####] 100%"
assert text_progress_bar(15, 10, 4) == "[####] 100%"
assert text_progress_bar(-3, 10, 4) == "[    ] 0%"
assert text_progress_bar(1, 3, 10) == "[###       ] 33%"
assert text_progress_bar(2, 3, 10) == "[######    ] 66%"
assert text_progress_bar(5, 0, 4) == "[####] 100%"
assert text_progress_bar(1, 1, 0) == "[] 100%"
