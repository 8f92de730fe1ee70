"""How long a lesson's title may be. A lesson is remembered by its story and its rule
together ("Lost a month of sales data because the only copy was on a usb stick that died;
now everything lives in google drive"), so its title may run longer than other titles
(120 characters), and the story before the rule is cut later."""

from __future__ import annotations

# The whole title of a lesson.
LESSON_TITLE = 160
# The story told before the rule, when both stand in one title.
STORY_PART = 100
