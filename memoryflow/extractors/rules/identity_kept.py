"""Lasting facts about the user said in frames the other passing readers leave: the body
("Developed tinnitus last year", "im also 7 months pregnant", "my knees arent great since my
hip replacement"), diet ("im vegan and coeliac so most gels are out", "I'm eating fish
again"), a skill counted in years ("real me has like 2 yrs of java", "I've used LaTeX for
20 years"), a project one makes ("i run a cooking channel on youtube", "my podcast
episodes", "i draw a webcomic") and how one gets about ("i commute by bike").

Each is read by its frame, with a small table of what may fill it: "I" (or no subject) in
front, no "if", "whether" or "pretend" before it, and a word from the table after. Other
people's ("my wife is 7 months pregnant", "my friend's podcast") name someone else before
the frame and do not match it; suppositions and role-play are left out whole."""

from __future__ import annotations

import re
from functools import lru_cache

from memoryflow.extractors.rules.identity_family import MORE_CONDITIONS
from memoryflow.extractors.rules.identity_kept_up import kept_up
from memoryflow.extractors.rules.identity_patterns import WORD_END, IdentityFact, make_fact, orig
from memoryflow.extractors.rules.lexicon import CODE_LANGUAGES, CONDITIONS, STATES, alternation
from memoryflow.extractors.rules.text import Clause

__all__ = ["kept_in_passing"]

_ADV = (
    r"(?:(?:also|actually|still|now|just|really|basically|literally|already|officially|"
    r"both|even|kinda|kind of|like|do|mostly)\s+)*"
)
_IM = r"i(?:'m| am)"
_COUNT = (
    r"(?:\d+(?:\.\d+)?|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"fifteen|twenty|a few|a couple of|a couple)"
)
# Words that make what follows someone's supposition or report, not the user's fact.
_NOT_SAID_AS_FACT = re.compile(
    r"\b(?:if|whether|unless|pretend|pretending|assume|assuming|suppose|imagine|as if|when|"
    r"once|says|said|thinks|think|told|tell|say|wants?|wish|hope)\s*(?:that\s+)?(?:\S+\s+){0,3}$"
)


def _yours(c: Clause, at: int) -> bool:
    return not _NOT_SAID_AS_FACT.search(c.lower[:at].rstrip(" ,"))


# -- the body -----------------------------------------------------------------------------

_COND = alternation(tuple(sorted({*CONDITIONS, *MORE_CONDITIONS}, key=len, reverse=True)))
# "Developed tinnitus last year", "i've developed eczema": a condition one came to have
_DEVELOPED = re.compile(
    rf"^(?:i(?:'ve|\s+have)?\s+)?{_ADV}developed\s+(?:(?:a\s+|an\s+)?(?:bad|severe|mild|"
    rf"chronic|really\s+bad)\s+)?(?P<cond>{_COND}){WORD_END}"
)
# "im also 7 months pregnant", "I'm 28 weeks pregnant": the count says it is the user's own
_PREGNANT = re.compile(
    rf"\b{_IM}\s+{_ADV}(?:about\s+|almost\s+|nearly\s+|over\s+)?{_COUNT}\s+(?:and\s+a\s+half\s+)?"
    r"(?:months?|weeks?)\s+pregnant\b"
)
# What was done to one's body and lasts: "since my hip replacement", "after my stroke"
_HAD = {
    "hip replacement": "a hip replacement", "knee replacement": "a knee replacement",
    "shoulder replacement": "a shoulder replacement", "heart attack": "a heart attack",
    "stroke": "a stroke", "transplant": "a transplant", "kidney transplant": "a kidney transplant",
    "liver transplant": "a liver transplant", "mastectomy": "a mastectomy",
    "hysterectomy": "a hysterectomy", "acl reconstruction": "an ACL reconstruction",
    "spinal fusion": "a spinal fusion", "bypass": "a bypass", "triple bypass": "a triple bypass",
}  # fmt: skip
_SINCE_MY = re.compile(
    rf"\b(?:since|after|from)\s+my\s+(?:(?:left|right|first|second)\s+)?"
    rf"(?P<what>{alternation(tuple(sorted(_HAD, key=len, reverse=True)))}){WORD_END}"
)


def _body(c: Clause) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    if m := _DEVELOPED.match(c.lower):
        cond = orig(c, m, "cond")
        cond = cond.upper() if cond.lower() in ("adhd", "ptsd", "ocd", "ibs", "rsi") else cond
        found.append(make_fact("health", cond, f"Has {cond}", "personal"))
    if (m := _PREGNANT.search(c.lower)) and _yours(c, m.start()):
        found.append(make_fact("health", "pregnant", "Is pregnant", "personal"))
    if (m := _SINCE_MY.search(c.lower)) and _yours(c, m.start()):
        had = _HAD[m["what"]]
        found.append(make_fact("health", m["what"], f"Has had {had}", "personal"))
    return found


# -- diet -------------------------------------------------------------------------------------

_STATE = alternation(tuple(sorted(STATES, key=len, reverse=True)))
# "im vegan and coeliac": two lasting states joined, both the user's
_TWO_STATES = re.compile(
    rf"\b{_IM}\s+{_ADV}(?:a\s+|an\s+|strict\s+)?(?P<one>{_STATE})\s+(?:and|&|\+)\s+(?:also\s+)?"
    rf"(?:a\s+|an\s+)?(?P<two>{_STATE}){WORD_END}"
)
# A diet given as the reason for what follows ("im vegan so most gels are out 🙃"): the wry
# emoji is about the consequence; "im totally vegan 🙄" mocks the diet itself.
_STATE_AS_REASON = re.compile(
    rf"\b{_IM}\s+(?P<state>{_STATE})(?:\s+(?:and|&)\s+(?P<two>{_STATE}))?\s+(?:so|which\s+means)\b"
)
# "I'm eating fish again", "i started eating fish again": a vegetarian's diet widened to fish,
# said as one's own (meat again is only the vegetarian diet taken back, a retraction's work)
_EATS_AGAIN = re.compile(
    rf"\b(?:{_IM}|i(?:'ve|\s+have)?\s+(?:started|gone\s+back\s+to|went\s+back\s+to))\s+{_ADV}"
    r"eating\s+(?P<what>fish|seafood)\s+again\b"
)


def _diet(c: Clause) -> list[IdentityFact]:
    found: list[IdentityFact] = []
    states: list[str] = []
    if (m := _TWO_STATES.search(c.lower)) and _yours(c, m.start()):
        states += [m["one"], m["two"]]
    if c.is_sarcastic_only and (m := _STATE_AS_REASON.search(c.lower)) and _yours(c, m.start()):
        states += [m["state"], *([m["two"]] if m["two"] else [])]
    for state in dict.fromkeys(states):
        found.append(make_fact("diet", state, f"Is {state}", "personal"))
    if (m := _EATS_AGAIN.search(c.lower)) and _yours(c, m.start()):
        what = m["what"]
        found.append(make_fact("diet", f"eats {what}", f"Eats {what} again", "personal"))
    return found


# -- skills counted in time -------------------------------------------------------------------

# Tools and languages a skill is counted in; ambiguous short names ("c", "r", "go") are left
# out, as "2 years of go" reads no better than "2 years of r".
_SKILLS = tuple(
    sorted(
        {*CODE_LANGUAGES, "javascript", "react", "angular", "vue", "node", "django", "flutter",
         "excel", "photoshop", "figma", "latex", "matlab", "autocad", "blender", "unity",
         "unreal", "aws", "docker", "kubernetes", "linux", "tableau", "power bi", "sap",
         "salesforce", "wordpress", "illustrator", "after effects", "premiere", "cubase",
         "ableton", "logic pro", "fl studio", "pro tools", "solidworks", "revit", "sketchup",
         "lightroom", "indesign", "spss", "stata"} - {"go"},
        key=len,
        reverse=True,
    )
)  # fmt: skip
_NAMES = {"typescript": "TypeScript", "javascript": "JavaScript", "golang": "Go", "php": "PHP",
          "sql": "SQL", "c++": "C++", "c#": "C#", "latex": "LaTeX", "aws": "AWS", "sap": "SAP",
          "matlab": "MATLAB", "autocad": "AutoCAD", "fl studio": "FL Studio", "spss": "SPSS",
          "power bi": "Power BI", "indesign": "InDesign", "solidworks": "SolidWorks",
          "sketchup": "SketchUp", "wordpress": "WordPress"}  # fmt: skip
_SKILL = rf"(?P<skill>{alternation(_SKILLS)})(?![\w+#])"
_ABOUT = r"(?:(?:like|about|around|almost|nearly|over|only|just|maybe|roughly|barely)\s+)?"
_SPAN = rf"(?P<n>{_COUNT})\s+(?P<unit>years?|yrs?|months?)"
# "real me has like 2 yrs of java", "i have 5 years of python experience"
_YEARS_OF = re.compile(
    rf"(?:^|\b(?:i|me)\s+)(?:have|has|'ve\s+got|have\s+got|got)\s+{_ABOUT}{_SPAN}\s+(?:of\s+)?"
    rf"(?:(?:professional|commercial|solid|real)\s+)?(?:experience\s+(?:in|with)\s+)?{_SKILL}"
)
# "I've used LaTeX for 20 years", "been coding in python for 3 years"
_USED_FOR = re.compile(
    r"(?:^|\bi(?:'ve|\s+have)\s+)(?:been\s+)?(?:used|using|coded\s+in|coding\s+in|written|writing|"
    rf"programmed\s+in|programming\s+in|worked\s+with|working\s+with)\s+{_SKILL}\s+"
    rf"(?:for\s+{_ABOUT}{_SPAN}|since\s+(?P<since>\d{{4}}|uni|school|college))"
)


def _skills(c: Clause) -> list[IdentityFact]:
    for pattern in (_YEARS_OF, _USED_FOR):
        if (m := pattern.search(c.lower)) and _yours(c, m.start()):
            skill = _NAMES.get(m["skill"], m["skill"].capitalize())
            if m["n"]:
                unit = re.sub(r"^yrs?$", "years", m["unit"])
                unit = unit.rstrip("s") if m["n"] in ("1", "a", "one") else unit
                unit = unit if unit.endswith("s") or m["n"] in ("1", "a", "one") else unit + "s"
                title = f"Has {m['n']} {unit} of {skill} experience"
            else:
                title = f"Has used {skill} since {m['since']}"
            return [make_fact("skills", skill.lower(), title, "professional")]
    return []


# -- projects one makes ------------------------------------------------------------------------

_PROJECTS = (
    r"youtube\s+channel|twitch\s+channel|channel|podcast|webcomic|web\s+comic|blog|newsletter|"
    r"substack|zine|vlog|comic"
)
_PLATFORMS = r"youtube|twitch|tiktok|instagram|substack|patreon|spotify|webtoon|tapas"
_VERB_TITLE = {"run": "Runs", "have": "Has", "host": "Hosts", "co-host": "Co-hosts",
               "cohost": "Co-hosts", "draw": "Draws", "write": "Writes", "make": "Makes",
               "do": "Does", "started": "Runs", "own": "Runs", "got": "Has"}  # fmt: skip
# "i run a cooking channel on youtube", "i draw a webcomic", "i host a true crime podcast"
_MAKES_PROJECT = re.compile(
    rf"(?:^|\b(?:i|and)\s+){_ADV}(?P<verb>run|have|host|co-host|cohost|draw|write|make|do|started|"
    r"own|got)\s+(?P<what>(?:a|an|my\s+own|my|our)\s+(?:(?!(?:and|but|so|for|about|on)\b)[\w'-]+\s+)"
    rf"{{0,3}}?(?:{_PROJECTS}))(?P<where>\s+on\s+(?:{_PLATFORMS}))?(?!\s*(?:idea|post|episode)s?\b)"
    r"(?=[\s,.!?;:(]|$)"
)
# "my podcast episodes", "my webcomic updates 3x a week": a project named as one's own
_MY_PROJECT = re.compile(
    r"\bmy\s+(?:own\s+|little\s+|new\s+|small\s+)?(?P<what>podcast|webcomic|web\s+comic|blog|"
    r"newsletter|substack|youtube\s+channel|twitch\s+channel)\b"
    r"(?!\s+(?:app|player|feed|recommendations?|idea|ideas|post|posts|queue|list|history)\b)"
)


def _projects(c: Clause) -> list[IdentityFact]:
    if (m := _MAKES_PROJECT.search(c.lower)) and _yours(c, m.start()):
        what = orig(c, m, "what")
        what = re.sub(r"^(?:my own|my|our)\s+", "a ", what, flags=re.IGNORECASE)
        what = re.sub(r"^a(?=\s+[aeiouAEIOU])", "an", what)
        where = f" on {m['where'].split()[-1].capitalize()}" if m["where"] else ""
        where = where.replace("Youtube", "YouTube").replace("Tiktok", "TikTok")
        title = f"{_VERB_TITLE[m['verb']]} {what}{where}"
        return [make_fact("creator", m["what"].split()[-1].lower(), title, "personal")]
    if m := _MY_PROJECT.search(c.lower):
        what = re.sub(r"\s+", " ", m["what"]).replace("youtube", "YouTube")
        art = "an" if what[0] in "aeiou" else "a"
        return [make_fact("creator", what.split()[-1], f"Has {art} {what}", "personal")]
    return []


# -- getting about -----------------------------------------------------------------------------

# "i commute by bike", "i bike to work": how one gets to work, a lasting habit
_COMMUTE = re.compile(
    rf"\bi\s+{_ADV}(?:commute|get\s+to\s+work|go\s+to\s+work|travel\s+to\s+work)\s+(?:by|on)\s+"
    r"(?:my\s+|a\s+)?(?P<how>bike|bicycle|e-?bike|motorbike|scooter|train|bus|ferry|foot)\b"
    rf"|\bi\s+{_ADV}(?P<bike>bike)\s+to\s+work\b"
)


def _commute(c: Clause) -> list[IdentityFact]:
    if (m := _COMMUTE.search(c.lower)) and _yours(c, m.start()):
        how = "bike" if m["bike"] else m["how"]
        how = "bike" if how == "bicycle" else how
        return [make_fact("habit", f"commutes by {how}", f"Commutes by {how}", "personal")]
    return []


@lru_cache(maxsize=4096)
def kept_in_passing(c: Clause) -> tuple[IdentityFact, ...]:
    """The lasting facts about the user's body, diet, skills, projects and commute that a
    clause names beside what it is about."""
    if c.supplied or c.is_reported:
        return ()
    if c.is_hypothetical and not c.is_sarcastic_only:
        return ()
    if c.is_question:  # a project or skill one has is said as a premise: "how do i grow my blog"
        return tuple(_projects(c) + _skills(c))
    if c.is_sarcastic_only:  # a wry emoji leaves the body, a diet given as a reason and a
        return tuple(_body(c) + _diet(c) + kept_up(c))  # pursuit kept up ("joined a club 🙄")
    return tuple(_body(c) + _diet(c) + _skills(c) + _projects(c) + _commute(c) + kept_up(c))
