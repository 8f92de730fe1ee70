"""Classes of context / experience / preference / activity statements, each written as the
varied ways real users type them, with the look-alikes that must not extract (questions,
hypotheticals, other people, figures of speech).

A positive case passes when an item of that layer has every expected word in its title; a
negative case passes when the message gives no item of that layer."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rule_based import RuleBasedExtractor

NOW = datetime(2024, 5, 15, 9, 0, tzinfo=UTC)  # a Wednesday


def cepa(text: str) -> list[tuple[str, str]]:
    message = ChatMessage(id="m0", role="user", content=text, created_at=NOW)
    found = RuleBasedExtractor().extract_topic(messages=[message], layers=layers.CEPA_LAYERS)
    return [(layer, item.title) for layer, items in found.items.items() for item in items]


def has(text: str, layer: str, words: str) -> bool:
    return any(
        found_layer == layer and all(w in title.lower() for w in words.lower().split())
        for found_layer, title in cepa(text)
    )


def assert_finds(text: str, layer: str, words: str) -> None:
    assert has(text, layer, words), (text, cepa(text))


def assert_nothing(text: str, layer: str) -> None:
    assert not [t for found, t in cepa(text) if found == layer], (text, cepa(text))


ACTIVITY = layers.ACTIVITY
PREFERENCE = layers.PREFERENCE
EXPERIENCE = layers.EXPERIENCE
CONTEXT = layers.CONTEXT


# --- Activity: something one has or has got on a given day -------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("got a run to Denver tomorrow morning", "run denver"),
        ("i have a big commercial job starting monday", "commercial job"),
        ("we have the cake tasting this saturday", "cake tasting"),
        ("I've got jury duty next week ugh", "jury duty"),
        ("got an open house this sunday 🏡", "open house"),
        ("i have a bake sale at school on friday", "bake sale"),
        ("tomorrow I have a home visit from the health visitor", "home visit"),
        ("we've got the 20 week scan on friday 🤞", "20 week scan"),
        ("have a piano exam on the 3rd of june", "piano exam"),
        ("I have a pitch to investors next tuesday", "pitch"),
        ("got a hen party in Bristol next weekend", "hen party"),
        ("we have a tasting menu booked for saturday night", "tasting menu"),
    ],
)
def test_an_event_one_has_on_a_day(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "I have a headache today",
        "I have no idea what to cook tomorrow",
        "i have so much work tomorrow",
        "I have time on friday if you want to go through it",
        "i have to finish this by tomorrow",
        "I have a cold this week",
        "do I have a meeting tomorrow?",
        "if I have a free slot on friday I'll do it",
        "my sister has a gig on friday",
        "got a new phone yesterday",
        "I have a lot to do today",
        "I have a feeling tomorrow will be rough",
        "I have a really bad feeling about monday",
        "got a package coming tomorrow",
    ],
)
def test_not_an_event_one_has(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Activity: an event named with its date ("the wedding is in June") --------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("go-live is on the 1st of July", "go-live"),
        ("the wedding is on june 8th", "wedding"),
        ("launch is next tuesday, wish me luck", "launch"),
        ("surgery's tomorrow at 8am", "surgery"),
        ("the move is on the 14th of june", "move"),
        ("graduation is may 20th!!", "graduation"),
        ("kickoff is at 3pm on saturday", "kickoff"),
        ("the housewarming is this saturday", "housewarming"),
        ("closing on the house is next friday", "closing"),
        ("my colonoscopy is on thursday 😬", "colonoscopy"),
    ],
)
def test_a_named_event_with_its_date(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "is the wedding on june 8th?",
        "his surgery is on friday",
        "her party is on saturday",
        "if the launch is next tuesday we're doomed",
        "the weather is nice today",
        "deadline friday 😭😭",
    ],
)
def test_not_a_named_event_of_the_user(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Activity: someone coming to the user on a day ----------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("roofer is coming on thursday morning", "roofer"),
        ("the plumber's coming tomorrow between 8 and 12", "plumber"),
        ("my parents are visiting next week", "parents"),
        ("my in-laws arrive on friday 😬", "in-laws"),
        ("the movers come on saturday", "movers"),
        ("electrician coming monday to rewire the kitchen", "electrician"),
        ("a guy is coming to look at the boiler tomorrow", "boiler"),
        ("the vet is coming out tomorrow for the horse", "vet"),
        ("my sister is coming to stay next weekend", "sister"),
    ],
)
def test_someone_coming_on_a_day(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "is the plumber coming tomorrow?",
        "if the roofer comes on thursday I'll be at work",
        "winter is coming",
        "the cleaner comes every tuesday",
        "my parents are visiting my brother next week",
    ],
)
def test_not_someone_coming_to_the_user(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Activity: holidays are dates ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words", "day"),
    [
        ("we're hosting thanksgiving this year", "thanksgiving", "2024-11-28"),
        ("doing christmas at my mum's this year", "christmas", "2024-12-25"),
        ("going to my parents for easter", "easter", "2025-04-20"),
        ("spending new year's eve in Edinburgh", "edinburgh", "2024-12-31"),
        ("we're throwing a halloween party", "halloween party", "2024-10-31"),
        ("flying home for christmas 🎄", "home", "2024-12-25"),
    ],
)
def test_a_holiday_dates_the_plan(text: str, words: str, day: str) -> None:
    message = ChatMessage(id="m0", role="user", content=text, created_at=NOW)
    found = RuleBasedExtractor().extract_topic(messages=[message], layers=[ACTIVITY])
    assert [
        item.fields["starts_at"]
        for item in found.items[ACTIVITY]
        if all(w in item.title.lower() for w in words.split())
    ] == [day], (text, found.items[ACTIVITY])


@pytest.mark.parametrize(
    "text",
    [
        "what should I cook for thanksgiving?",
        "christmas is so commercial now",
        "my brother is hosting thanksgiving this year",
        "I hate christmas music",
    ],
)
def test_a_holiday_alone_is_not_a_plan(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Activity: going somewhere ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("next up is Chicago in october", "chicago"),
        ("off to Lisbon on friday!!", "lisbon"),
        ("I'll be in Paris next week for work", "paris"),
        ("headed to Denver tomorrow", "denver"),
        ("back to Madrid on sunday", "madrid"),
        ("my partner got a job offer in Melbourne so we're relocating in March", "melbourne"),
        ("we got the visa!! moving in september, Toronto here we come", "toronto"),
        ("next stop is Rome on the 3rd of june", "rome"),
        ("im in Berlin next week for a conference", "berlin"),
        ("my girlfriend and I are going out for her birthday on saturday", "birthday"),
        ("me and my wife are flying to Crete next month", "crete"),
    ],
)
def test_going_somewhere_on_a_day(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "off to bed tomorrow early lol",
        "my brother is off to Rome on friday",
        "if I'm in Paris next week I'll let you know",
        "should I move to Lisbon next year?",
        "I'll be in trouble tomorrow",
        "next up is the chorus",
    ],
)
def test_not_the_user_going_somewhere(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Preference: tastes stated as habits --------------------------------------------------
# (a sport, game or craft practised is identity: tests/extractors/test_rule_family_in_passing.py;
# "I play in a Sunday league" and "i knit, mostly socks" moved to test_rule_family_by_shape.py)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # media taken in say what the user likes (routines are identity: test_rule_routines.py)
        ("I listen to true crime podcasts all night", "true crime"),
        ("I watch a lot of anime", "anime"),
        ("i read loads of fantasy", "fantasy"),
    ],
)
def test_a_taste_in_media(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "I run a bakery in Leeds",
        "I play it safe with money",
        "I read the docs but still confused",
        "I run into this bug a lot",
        "my dad runs ultras",
        "do you play chess?",
        "I watch the kids while my wife works",
        "I do nothing all weekend",
        "I run the numbers every quarter",
        "if I ran ultras I'd be thinner",
        "I play guitar in a covers band",
        "I keep bees, 6 hives in my garden",
        "I write mostly TypeScript and Rust",
    ],
)
def test_not_a_hobby(text: str) -> None:
    assert_nothing(text, PREFERENCE)


# --- Preference: what not to serve, how to answer -----------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("no fish pls, hate it", "fish"),
        ("no mushrooms please", "mushrooms"),
        ("no cilantro pls 🤢", "cilantro"),
        ("no spoilers please!!", "spoilers"),
        ("no pork please, im muslim", "pork"),
        ("I'm 78 so please use simple words", "simple words"),
        ("a few things: use British spelling, skip the pleasantries", "pleasantries"),
        ("but keep answers under 200 words", "200 words"),
        ("explain things without jargon please", "jargon"),
        ("Please explain slowly, one step at a time.", "step"),
        ("answer in English but add the Japanese for key words", "japanese"),
        ("keep replies to a paragraph or two", "paragraph"),
    ],
)
def test_a_directive_or_a_dislike(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "no worries",
        "no thanks, I'm good",
        "no idea lol",
        "no fish?",
        "my son says no fish please",
        "please use the other file",
        "keep it up!",
        "keep it under 300 words",
    ],
)
def test_not_a_directive(text: str) -> None:
    assert_nothing(text, PREFERENCE)


# --- Experience: what worked, and what changed after something went wrong -----------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("what worked for me was replacing the after-dinner cigarette with a walk", "walk"),
        ("what helped most was going to bed at the same time every night", "bed"),
        ("the thing that finally fixed it was a new router", "router"),
        ("the trick is to soak the beans overnight", "soak"),
        ("the key for me was batch cooking on sundays", "batch cooking"),
        ("what really works is a 5 minute timer", "timer"),
        ("what helped me was talking to my GP", "gp"),
        ("we lost two hives last winter to varroa, so now I treat in autumn", "varroa"),
        ("got scammed on marketplace once, so now I only pay cash on pickup", "cash"),
        ("missed my flight in 2019 so now I get to the airport 3h early", "airport"),
        (
            "learned the hard way that a cold oven ruins the oven spring, "
            "always preheat the dutch oven",
            "preheat",
        ),
    ],
)
def test_a_lesson(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "what worked for you?",
        "what worked for my sister was acupuncture",
        "the trick is that there is no trick lol",
        "so now I have to redo it",
        "I got promoted last week so now I manage 5 people",
        "if what worked was the timer, why did it stop?",
    ],
)
def test_not_a_lesson(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


# --- Context: an ongoing situation --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I've been in therapy for a year", "therapy"),
        ("been in physio for my knee since january", "physio knee"),
        ("im in recovery, 9 months sober", "recovery"),
        ("we're in couples counselling", "counselling"),
        ("I'm on a waiting list for an ADHD assessment", "adhd assessment"),
        ("I'm in the process of buying a flat", "buying a flat"),
        ("I'm on maternity leave until september", "maternity leave"),
        ("on sick leave since march with my back", "sick leave"),
        ("doing the freeCodeCamp JavaScript course", "javascript"),
        ("I'm doing the couch to 5k programme", "couch to 5k"),
    ],
)
def test_an_ongoing_situation(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my sister is in therapy",
        "is therapy worth it?",
        "if I was in therapy I'd talk about it",
        "I'm in the office today",
        "I'm on the train",
        "started a new job at Monzo this week!",
    ],
)
def test_not_an_ongoing_situation(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- Activity: a date in any place of the clause, and what starts or is due on a day -------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we're moving house on the 20th", "moving house"),
        ("in july we're driving to the dolomites", "driving dolomites"),
        ("on the 3rd we're flying to Lisbon", "flying lisbon"),
        ("im flying to lisbon on the 3rd, any tips for food?", "flying lisbon"),
        ("next month im doin a charity skydive 😬", "skydive"),
        ("this saturday we r hosting a bbq for the street", "hosting bbq"),
        ("the 14th is my nephew's christening, i'm the godmother!!", "christening"),
        ("my driving test is on the 12th!!", "driving test"),
        ("the wedding is on the 22nd, so excited", "wedding"),
        ("oh and I'm back on night shifts from June 3rd, six weeks of them", "night shifts"),
        ("field trip to Maria Island next Thursday, what do I pack for 4 days", "field trip"),
        ("mock exams start monday ugh", "mock exams"),
        ("the baby is due in march", "baby due"),
        ("our twins are due on the 9th 🥹", "twins due"),
        ("i start my new job on monday", "new job"),
        ("im starting my new job on the 1st, nervous lol", "new job"),
        ("my placement begins next week", "placement"),
        ("school starts on the 4th of september for my eldest", "school"),
        ("my maternity leave starts in june", "maternity leave"),
        ("we start our cooking class on friday", "cooking class"),
    ],
)
def test_a_dated_plan_whatever_the_order(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "we live on the 3rd floor",
        "it's the 2nd time this has happened",
        "the rent is due on the 1st",
        "the report is due friday",
        "his new job starts monday",
        "my son's school starts on the 4th",
        "the movie starts at 8",
        "i start work at 9 every day",
        "if we move house on the 20th, will the internet be connected?",
        "does the baby come on the due date usually?",
        "my sister is moving house on the 20th",
        "when does school start in september?",
    ],
)
def test_not_a_dated_plan_of_the_user(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Experience: a mishap, then what one does since (the title keeps the mishap) ----------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "lost 3 weeks of thesis work last year when my laptop died. now everything goes "
            "to git, lesson learned the hard way",
            "thesis laptop git",
        ),
        (
            "painted the bathroom without sanding first and it peeled within a month. never "
            "skipping the prep again",
            "painted peeled",
        ),
        (
            "same as last winter when the car battery died and i missed my flight, now theres "
            "a jump starter in the boot",
            "battery jump starter",
        ),
        ("my phone got stolen in barcelona so now i keep it in my front pocket", "phone stolen"),
        ("burnt the rice twice this week, now i always set a timer", "rice timer"),
        ("forgot my passport once, never doing a trip without a checklist again", "passport"),
        ("note to self: always look at the query plan before blaming the db", "query plan"),
        ("got food poisoning from gas station sushi. never eating that again 🤢", "sushi"),
    ],
)
def test_a_mishap_and_what_one_does_since(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "my laptop died yesterday, now i need a new one",
        "lost my keys lol, now im locked out",
        "my dog died last week, now the house is so quiet",
        "note to self: buy milk",
        "my brother lost his wallet, so now he keeps it on a chain",
        "if my laptop died, now everything would go to git?",
    ],
)
def test_not_a_mishap_lesson(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


# --- Preference: liking said casually, a food one cannot eat, a tone asked for -------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("and im obsessed with ska, like proper 2 tone stuff", "ska"),
        ("i'm kinda addicted to sudoku lately", "sudoku"),
        ("im hooked on korean dramas rn 😅", "korean dramas"),
        ("I'm a sucker for a good pun", "pun"),
        ("i'm lowkey obsessed with birdwatching", "birdwatching"),
        ("fyi coriander tastes like soap to me so leave it out of anything u suggest", "coriander"),
        ("mushrooms make me gag lol", "mushrooms"),
        ("olives taste awful to me", "olives"),
        ("also u talk like a textbook lol, can u be more casual with me", "casual"),
        ("could you be a bit less formal", "formal"),
        ("can you talk more casual pls", "casual"),
    ],
)
def test_a_casual_like_or_dislike(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "my daughter is obsessed with whales",
        "is ska obsessed with horns?",
        "this soup tastes like soap, what did i do wrong",
        "it tastes awful",
        "my son says broccoli tastes like dirt",
        "can you be more specific about step 3?",
        "does coriander taste like soap to everyone?",
    ],
)
def test_not_a_casual_like(text: str) -> None:
    assert_nothing(text, PREFERENCE)


# --- Context: a project told by what it is about, a hands-on project, a daily grind ------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my dissertation is on kelp forest decline and the data collection is killing me", "kelp"),
        ("my thesis is about gig workers in lagos", "gig workers"),
        ("my book's about my grandad's war years", "grandad"),
        ("our podcast is about urban foraging 🍄", "foraging"),
        ("restoring a 1978 honda cb750 in my garage, been at it since january", "honda"),
        ("im rebuilding an old land rover with my dad", "land rover"),
        ("we're doing up a victorian terrace, slowly lol", "victorian terrace"),
        ("genuinely tho, 90 mins each way on the m25 every day is destroying me", "m25"),
        ("the commute to canary wharf is killing me", "commute"),
        ("this new rota is doing my head in", "rota"),
        ("potty training our 2 year old rn, send help", "potty training"),
    ],
)
def test_a_project_or_grind(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my book is on the table",
        "my project is on hold",
        "this heat is killing me",
        "it's killing me",
        "my sister's thesis is about bees",
        "is your book about dragons?",
        "lol that is killing me 😂",
        "my feet are killing me",
        "jet lag is destroying me",
        "the suspense is killing me lol",
    ],
)
def test_not_a_project_or_grind(text: str) -> None:
    assert_nothing(text, CONTEXT)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Last time my plants kept dying, and what fixed it was this: I was overwatering them.",
            "Their plants kept dying; they were overwatering them",
        ),
        (
            "what worked for me was this: ice, then heat after two days",
            "Ice, then heat after two days worked",
        ),
    ],
)
def test_a_fix_told_after_a_colon_keeps_the_fix_and_the_trouble(text: str, expected: str) -> None:
    assert [title for layer, title in cepa(text) if layer == layers.EXPERIENCE] == [expected]


def test_a_fix_that_only_points_ahead_is_not_a_lesson() -> None:
    assert_nothing("what fixed it was this", layers.EXPERIENCE)
