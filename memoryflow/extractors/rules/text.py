"""Turning a user message into clauses the patterns can read, and filtering out the ones
that do not state a fact about the user (questions, hypotheticals, reported speech)."""

from __future__ import annotations

import re
from dataclasses import dataclass

_CODE_BLOCK = re.compile(r"```.*?```", re.DOTALL)
_INLINE_CODE = re.compile(r"`[^`]*`")
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")
_URL = re.compile(r"https?://\S+")
# A sentence ends at . ! ? or a newline; "e.g." and "3.5" must not split, hence the lookahead.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Za-z\"'(])|\n+")
# Independent clauses joined by a conjunction and a new first-person subject.
_CLAUSE_SPLIT = re.compile(
    r"(?:[,;]\s*|\s+)(?:and|but|so|because|although|though|while)\s+(?=(?:i|i'm|i've|i'd|we|we're|"
    r"my|our)\b)|;\s*|,\s+(?=(?:i'm|i am|i've|i have|i live|i work|i prefer|i love|i like|"
    r"i hate|i learned|i learnt|i went|i moved|my)\b)|,\s+(?=(?:please|always|never|and please)\b)|"
    r"\s+-\s+|\s+—\s+",
    re.IGNORECASE,
)
_FILLER = re.compile(
    r"^(?:(?:oh|ok|okay|so|well|actually|also|btw|by the way|anyway|hey|hi|hello|yeah|yes|"
    r"no|fyi|just so you know|for context|for the record|honestly|basically|thanks|"
    r"thank you|cool|great|fun fact|update)\b[,:!.]?\s*)+",
    re.IGNORECASE,
)
_QUESTION_START = re.compile(
    r"^(?:are|is|am|do|does|did|can|could|would|should|will|shall|have|has|what|how|why|when|"
    r"where|who|whom|which|whose|isn't|aren't|don't|doesn't)\b",
    re.IGNORECASE,
)
_HYPOTHETICAL = re.compile(
    r"\b(?:if|unless|suppose|supposing|imagine|pretend|hypothetically|what if|let's say|"
    r"i wish|wish i|as if|in case|assuming|whether|role[- ]?play|my character|playing a|"
    r"write (?:me )?a (?:story|poem|scene|song)|in (?:the|this|a) story|dreamed|dreamt|"
    r"dream of|would be|i'd be|i would be|i would have|i'd have|i could|i might|i may|"
    r"maybe i|perhaps i|someday|one day i)\b",
    re.IGNORECASE,
)
_REPORTED = re.compile(
    r"\b(?:said|says|say that|told me|tells me|telling me|thinks|thought that|claims|claimed|"
    r"mentioned|according to|asked me|asks me|wrote that|writes that|believes|heard|reckons|"
    r"is convinced)\b",
    re.IGNORECASE,
)
# "Translate: I live in Paris" / "Proofread this: …": the text after is material, not a
# statement by the user about themselves.
_TASK_TEXT = re.compile(
    r"^(?:please\s+)?(?:translate|rewrite|proofread|correct|fix|summari[sz]e|paraphrase|check|"
    r"reword|improve|edit|polish)\b[^:]{0,40}:",
    re.IGNORECASE,
)
# "quick context: I'm a teacher" / "update: …": a short label before the statement.
_LABEL = re.compile(
    r"^(?:[\w ]{0,20}\b)?(?:context|update|fyi|background|note|info|about me|ps|p\.s\.)\s*:\s*",
    re.IGNORECASE,
)
# A request to the assistant phrased as a question is still a directive.
_DIRECTIVE_QUESTION = re.compile(
    r"^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:always|never|stop|keep|"
    r"(?:start\s+)?(?:answer|reply|respond|write|talk)\w*\b.*\b(?:from now on|going forward|"
    r"in (?:the )?future|always))",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Clause:
    text: str  # cleaned, original capitalisation, no trailing punctuation
    lower: str  # lowercased, apostrophes normalised
    is_question: bool
    is_hypothetical: bool
    is_reported: bool
    is_directive_question: bool

    @property
    def is_statement(self) -> bool:
        """A plain first-hand statement about the user, safe for any layer."""
        return not (self.is_question or self.is_hypothetical or self.is_reported)


def normalise_quotes(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("`", "'")


def clean_message(content: str) -> str:
    text = _CODE_BLOCK.sub(" ", content)
    text = _INLINE_CODE.sub(" ", text)
    text = _URL.sub(" ", text)
    # Quoted lines ("> ...") are someone else's words.
    text = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith(">"))
    text = normalise_quotes(text)
    return _QUOTED.sub(" ", text)


def sentences(content: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(clean_message(content)) if s and s.strip()]


def clauses(content: str) -> list[Clause]:
    """Every clause of every sentence, in order. Question/hypothetical/reported flags are
    computed on the whole sentence: "my friend said she's a nurse" taints both halves."""
    result: list[Clause] = []
    for sentence in sentences(content):
        sentence = _LABEL.sub("", sentence)
        stripped = _FILLER.sub("", sentence).strip()
        question = sentence.rstrip().endswith("?") or bool(_QUESTION_START.match(stripped))
        directive_q = bool(_DIRECTIVE_QUESTION.match(stripped))
        hypothetical = bool(_HYPOTHETICAL.search(sentence))
        reported = bool(_REPORTED.search(sentence) or _TASK_TEXT.match(stripped))
        for part in _CLAUSE_SPLIT.split(sentence):
            text = _FILLER.sub("", part.strip()).strip().rstrip(".!?,;: ").strip()
            if len(text) < 4:
                continue
            result.append(
                Clause(
                    text=text,
                    lower=text.lower(),
                    is_question=question,
                    is_hypothetical=hypothetical,
                    is_reported=reported,
                    is_directive_question=directive_q,
                )
            )
    return result


_LEADING_DET = re.compile(r"^(?:a|an|the|my|our|some|this|that)\s+", re.IGNORECASE)


def strip_determiner(phrase: str) -> str:
    return _LEADING_DET.sub("", phrase.strip())


def capitalise(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text


def shorten(text: str, limit: int) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def second_to_first(phrase: str) -> str:
    """Phrases are quoted in third person in titles: "my thesis" → "their thesis"."""
    return re.sub(r"\bmy\b", "their", re.sub(r"\bour\b", "their", phrase, flags=re.I), flags=re.I)
