"""What the assistant asked, and how the user's short answer reads as a statement.

`rules/conversation.py` reads a reply of a few words after one of these questions as the
statement it stands for ("Where are you based?" → "leeds" reads "I live in leeds")."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation

_LANGS = alternation(LANGUAGES)
# (what the assistant asked, how the user's short answer reads as a statement)
ANSWERS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(question, re.IGNORECASE), statement)
    for question, statement in (
        (r"\bwhere(?:abouts)? (?:are you(?= (?:based|located|living|staying|now|currently|at the "
         r"moment|right now)\b|\s*\?)|do you live|do you stay)\b|"
         # asked in another language: "¿Dónde vives?", "Onde você mora?", "Où habitez-vous ?"
         r"\bd[oó]nde (?:vives|vive usted|est[aá]s|resides)\b|\ben qu[eé] (?:ciudad|pa[ií]s) "
         r"(?:vives|est[aá]s)\b|\bonde (?:voc[eê] )?(?:mora|vive)\b|\bo[uù] (?:habitez|habites|"
         r"vivez|vis)\b|\bwo wohn(?:en sie|st du)\b|"
         # "Which city are you in?", "what part of the UK do you live in?"
         r"\b(?:which|what) (?:city|town|country|area|suburb|state|province|region|"
         r"neighbou?rhood|part of (?:the )?\w+) (?:are you (?:in|based|living)|do you live)\b|"
         # where the user's own place is: "Where are the hives?", "where's your farm?"
         r"\bwhere(?:'s| is| are) (?:your|the) (?:home|house|flat|apartment|farm|hives|"
         r"apiary|allotment|smallholding|land)\b|"
         # where the user sets out from: "Where do you ship from?", "Where will you be
         # travelling from?"
         r"\bwhere (?:do|will|would|are) you (?:be )?(?:ship|shipping|post|posting|travel|"
         r"travell?ing|fly|flying|drive|driving|commute|commuting|come|coming) from\b|"
         # asked with the place guessed: "Is the salon in the US?", "Are you in Canada?",
         # "Do you live in the city?" (a "yes" before the place is read past)
         r"\b(?:is|are) (?:your|the) (?:salon|shop|store|business|bakery|restaurant|cafe|café|"
         r"studio|clinic|practice|farm|home|house|flat|apartment|hives|allotment) (?:based |located )?"
         r"in\b|\bare you (?:based |living |located )?in\b|\bdo you live in\b",
         "I live in {}"),
        (r"\bwhere are you from\b|\bwhere did you grow up\b|\bwhere(?:'s| is) (?:your|the) "
         r"family (?:originally )?from\b", "I'm from {}"),
        (r"\bwhere do you work\b|\bwhere are you working\b|\bwhere(?:'s| is) (?:your|the) (?:job|work|"
         r"office|practice|clinic|workplace)\b", "I work at {}"),
        (r"\bwhat do you do\b|\bwhat(?:'s| is) your (?:job|profession|occupation)\b|"
         r"\bwhat do you do for (?:work|a living)\b", "I'm a {}"),
        (r"\bhow old are you\b", "I'm {}"),
        (r"\bwhat (?:are|do) you study(?:ing)?\b|\bwhat(?:'s| is) your (?:major|degree|course)\b",
         "I'm studying {}"),
        (r"\bwhat(?:'s| is) your name\b|\bwhat should i call you\b|\b(?:whose|what) name "
         r"(?:should|shall|do you want me to) (?:i )?(?:sign|put|use)\b", "my name is {}"),
        (r"\bwhat languages? do you speak\b", "I speak {}"),
        (r"\bwhat(?:'s| is) (?:your|the) (\w+)'s name\b", "I have a {0} named {1}"),
        # a level asked about a language ("Do you have your B2 German certificate?" → "C1
        # since march"): the language row reads "my German is C1" and nothing else
        (rf"(?=[^?]*\b(?:level|certificate|fluent|speak|[abc][12])\b)[^?]*?\b({_LANGS})\b",
         "my {0} is {1}"),
    )
)  # fmt: skip
