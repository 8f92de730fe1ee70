"""Job nouns the occupation lexicon does not list, recognised by their shape.

Most job nouns are agent nouns: a sommelier, a deckhand, a phlebotomist, an upholsterer,
a locksmith, a crane operator. "I'm a/an/the <noun phrase>" whose head has an agent ending
is read as a job, unless the head is a trait or a way of being ("a slow reader", "a night
owl", "a perfectionist", "a runner") or a describing word in front makes it one ("a big
fan", "a heavy sleeper", "a first time buyer"). The stoplists below are what keeps this
open: they list what is *not* a job, so an unknown job still gets through."""

from __future__ import annotations

from memoryflow.extractors.rules.lexicon import NATIONALITIES, RELATIONS, STATES, alternation

# Endings of agent nouns: -er, -or, -ist, -ian, -ier, and compounds with a job word.
AGENT_ENDING = r"(?:er|or|ist|ian|ier|eer|man|woman|person|smith|hand|wright|mason|keeper|monger)"

# Heads with an agent ending that name a trait, a habit, a taste or a pastime, not a job.
NOT_AGENT_HEADS = (
    "reader", "eater", "sleeper", "learner", "pleaser", "worrier", "beginner", "believer",
    "lover", "member", "customer", "user", "buyer", "owner", "player", "talker", "thinker",
    "walker", "runner", "jogger", "swimmer", "climber", "cyclist", "gamer", "golfer", "surfer",
    "skier", "hiker", "birder", "knitter", "dreamer", "planner", "overthinker", "procrastinator",
    "survivor", "donor", "spectator", "collector", "follower", "supporter", "subscriber",
    "listener", "viewer", "voter", "taxpayer", "homeowner", "renter", "passenger", "traveller",
    "traveler", "commuter", "tourist", "visitor", "newcomer", "stranger", "foreigner",
    "outsider", "insider", "winner", "loser", "smoker", "drinker", "quitter", "leader",
    "perfectionist", "optimist", "pessimist", "realist", "idealist", "minimalist", "purist",
    "feminist", "atheist", "introvert", "extrovert", "christian", "contrarian", "humanitarian",
    "libertarian", "utilitarian", "vegetarian", "pescatarian", "person", "mother", "father",
    "brother", "sister", "daughter", "grandmother", "grandfather", "partner", "lefthander",
    "left-hander", "southerner", "northerner", "londoner", "new yorker", "millennial",
    "boomer", "zoomer", "texter", "sinner", "worker", "nerd", "geek", "fan", "amateur",
    "caller", "sender", "speaker", "writer-to-be", "doer", "giver", "taker", "hoarder",
    "shopper", "spender", "saver", "driver", "cook", "singer", "dancer", "baker", "teenager",
    "senior", "minor", "cancer", "disaster", "monster", "sucker", "stickler", "character",
    # function words with an agent ending: "a sucker for romance" has no head "for"
    "for", "or", "nor", "per", "her", "after", "over", "under", "other", "ever", "never",
    "either", "neither", "whether", "rather", "together", "later", "better", "sooner",
    # things ending in "-ist" that are lists or body parts: "just a checklist for viewings"
    "checklist", "playlist", "wishlist", "shortlist", "waitlist", "tracklist", "setlist",
    "list", "wrist", "twist", "gist", "mist", "fist",
    "go-getter", "godmother", "godfather", "godparent", "stepmother", "stepfather", "liar", "killer", "beginner", "pushover", "worrier", "wanderer", "adventurer",
)  # fmt: skip

# Words in front that turn a noun into a description of the user ("a slow reader").
TRAIT_MODIFIERS = (
    "big", "huge", "massive", "total", "complete", "slow", "fast", "quick", "picky", "fussy",
    "heavy", "light", "good", "bad", "terrible", "awful", "great", "decent", "lousy", "poor",
    "keen", "avid", "hard", "early", "late", "proud", "recovering", "former", "ex", "aspiring",
    "wannabe", "would-be", "future", "first", "first-time", "new", "regular", "natural",
    "casual", "serious", "hopeless", "typical", "little", "bit", "real", "lifelong",
    "self-confessed", "reformed", "people", "morning", "night", "social", "hobby", "weekend",
    "sunday", "really", "very", "so", "pretty", "quite", "such", "total", "nervous", "anxious",
    "messy", "tidy", "lazy", "busy", "frequent", "occasional", "secret", "closet", "huge",
    "mediocre", "competitive", "compulsive", "chronic", "habitual", "serial", "loyal",
    "long-time", "longtime", "paying", "happy", "unhappy", "lucky", "picky", "fellow", "one",
    "two", "bit", "of", "no", "not", "kind", "sort", "type",
)  # fmt: skip

# "manager" is a relation ("my manager said…") and a job ("I'm the office manager").
_KIN = tuple(r for r in RELATIONS if r not in ("manager", "boss"))
NOT_AGENTS = alternation((*NOT_AGENT_HEADS, *STATES, *NATIONALITIES, *_KIN))
TRAITS = alternation(TRAIT_MODIFIERS)

# A describing word (at most two), then the head with an agent ending: "ferry deckhand",
# "pharmacy techncian", "wedding videographer". Neither may be a trait word.
_MOD = rf"(?!(?:{TRAITS})\b)[a-z][\w-]*\s+"


def open_role(group: str = "role") -> str:
    """The pattern of a job noun phrase by its shape, captured as `group` ("ex-smoker" is
    no more a job than "smoker")."""
    return (
        rf"(?P<{group}>(?:{_MOD}){{0,2}}?(?!(?:ex-)?(?:{NOT_AGENTS})\b)[a-z][\w-]*?{AGENT_ENDING})"
        r"(?=[\s,.!?;:)]|$)"
    )
