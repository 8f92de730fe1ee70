"""The words the rows of `answer_wishes` are built from: the parts of an answer one asks to
leave out (`PARTS`, shared with `answer_feelings`), the words that make a wish standing rather
than about this answer, the habits, tones, pieces and suggested things a wish names, and how a
dislike is said. Kept apart so the table reads as rows and the lists can grow on their own."""

from __future__ import annotations

import re

# Parts of an answer one asks to leave out, with up to two describing words in front.
PARTS = (
    r"disclaimers?|caveats?|warnings?|pleasantries|intros?|introductions?|preambles?|recaps?|"
    r"summar(?:y|ies)|apologies|small talk|fluff|waffle|filler|emojis?|greetings?|sign-?offs?|"
    r"basics|theory|background|lectures?|essays?|moralising|moralizing|compliments|praise|"
    r"reminders?|follow-up questions|pep talks?|motivational \w+|(?:usual|generic|standard|"
    r"obvious)\s+(?:stuff|advice|tips|suggestions)"
)
_STANDING = re.compile(
    r"\b(?:every time|all the time|each time|always|anymore|any more|so much|constantly|"
    r"from now on|in (?:the )?future|going forward|with me)\b"
)
_HABIT_VERBS = (
    r"apologi[sz]e|explain|repeat|summari[sz]e|recap|add|include|mention|remind|warn|thank|"
    r"greet|praise|compliment|sugarcoat|hedge|end|start|open|close|ask|say|tell"
)
_TONES = (
    r"formal|casual|friendly|polite|chatty|professional|serious|playful|relaxed|warm|stiff|"
    r"corporate|personal|human|technical|conversational|informal"
)
_PIECES = r"steps|chunks|parts|sections|bullet points|bullets|pieces|paragraphs|stages|lists?"
_WHAT_ALONE = (
    r"answer|yes or no|a yes or no|code|fix|steps|facts|numbers|commands?|solution|result|formula|query|short version|"
    r"bottom line|main points?|key points?|gist"
)
_SUGGESTED = (
    r"recipes?|meals?|meal plans?|dishes|snacks|answers?|code|examples?|suggestions?|"
    r"recommendations?|workouts?|exercises?|routines?|plans?|menus?|replies|responses|options|"
    r"activities|places|restaurants|hotels|trips|itinerar(?:y|ies)"
)
_DISLIKE = (
    r"(?:really\s+|just\s+)?(?:hate|can't stand|cannot stand|don't like|dislike|detest|loathe)"
)
_NOT_A_THING = r"(?!(?:idea|way|worries|problem|probs|clue|thanks|rush|pressure|need|one|time)\b)"
