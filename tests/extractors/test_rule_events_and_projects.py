"""Activity and context classes, each written as fresh cases before the rules
were changed for them, with the look-alikes that must not extract: a dated thing of one's
own whatever its name, an event one prepares for, someone else's event one has a part in,
a business growing, learning said in other ways, a hands-on project behind a leading
phrase, and a recent injury one is recovering from."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import (
    ACTIVITY,
    CONTEXT,
    EXPERIENCE,
    PREFERENCE,
    assert_finds,
    assert_nothing,
    cepa,
)

# --- Activity: a dated thing of one's own, whatever it is called -------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my weigh-in is on friday and im still 2kg over", "weigh-in"),
        ("my pottery firing is next tuesday", "firing"),
        ("my bout is on the 22nd in Swansea", "bout"),
        ("our karate grading is this saturday 🥋", "grading"),
        ("theres a pub quiz tomorrow night and im on a team with my sister", "quiz"),
        ("there's a staff meeting on monday about the merger", "meeting"),
        ("got the regional qualifiers on sat, fingers crossed", "qualifiers"),
        ("first aid course next saturday if the company pays for it", "first aid course"),
        ("refresher course on the 12th, ugh", "refresher course"),
        ("theres a comp at the skatepark on the 1st of june and im entering", "comp"),
    ],
)
def test_a_dated_thing_of_ones_own(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "my sister is on holiday next week",
        "my boss is off next week so its quiet",
        "my phone is on 5% lol",
        "his bout is on saturday",
        "there's a storm coming tomorrow",
        "was my weigh-in on friday?",
        "the course is hard",
        "we leave june 10",
    ],
)
def test_not_a_dated_thing_of_ones_own(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Activity: an event one prepares for, and someone's event one has a part in ----------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("planning my son's bar mitzvah for october, 80 guests", "bar mitzvah"),
        ("organising my mums surprise party for next saturday", "party"),
        ("I'm baking a cake for my niece's christening on sunday", "christening"),
        ("writing a speech for my brothers wedding in june", "wedding"),
        ("need a packing list for a 4 day canoe expedition in august", "expedition"),
        (
            "my college roommate is getting married in Galway in July and I'm a bridesmaid",
            "wedding",
        ),
        ("my mate Dev is getting married next month and im his best man", "wedding"),
    ],
)
def test_an_event_one_prepares_for_or_has_a_part_in(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "planning a small party at my place",
        "planning my wedding, any tips?",
        "my sister is planning her wedding for june",
        "writing an essay on wedding customs",
        "my coworker is getting married in june",
        "my friend is getting married next month but im not invited lol",
        "need a licence for a street fair next month, where do I apply",
        "I'm training for my first duathlon in September",
    ],
)
def test_not_an_event_of_the_user(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Context: a business growing is a project, not a dated plan --------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we're opening a second shop in leeds in the autumn", "second shop"),
        ("I'm hiring a part-time bookkeeper next month", "hiring bookkeeper"),
        ("we're opening a new branch next year", "branch"),
    ],
)
def test_a_business_growing(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)
    assert_nothing(text, ACTIVITY)


# --- Context: learning said in other ways ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("trying to learn sign language before the baby comes", "sign language"),
        ("im trying to learn rust in the evenings", "rust"),
        ("ive started mandarin on duolingo", "mandarin"),
        ("I started an online course in bookkeeping so I can do my own accounts", "bookkeeping"),
        ("i also study statistics at night so im knackered", "statistics"),
        ("do you speak welsh? I'm learning it slowly", "welsh"),
        ("my greek is terrible, taking lessons twice a week", "greek"),
        ("just started going to the climbing wall twice a week", "climbing"),
        ("I'm 61 and learning to swim, is that silly?", "swim"),
    ],
)
def test_learning_said_in_other_ways(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "trying to learn from my mistakes",
        "i study hard before exams",
        "I started crying at the end",
        "do you speak welsh? i'd love to learn it someday",
        "my son is trying to learn guitar",
        "I just started working at a bakery",
        "how long does it take to learn to swim?",
    ],
)
def test_not_learning_of_the_user(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- Context: a hands-on project behind a leading phrase ---------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Trying to put up a new aerial mast before winter. How tall can it be?", "aerial mast"),
        ("trying to build a treehouse for the kids before summer", "treehouse"),
        ("on my days off im rebuilding a vintage moped", "moped"),
        ("meanwhile I'm restoring an old sailboat", "sailboat"),
        ("in my spare time I'm writing a cookbook", "cookbook"),
    ],
)
def test_a_project_behind_a_leading_phrase(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "trying to put up with my noisy neighbours",
        "meanwhile my brother is building a shed",
        "on my days off i mostly sleep",
    ],
)
def test_not_a_project_of_the_user(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- Context: a recent injury one is recovering from -------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I tore my ACL in March and had surgery five weeks ago.", "acl"),
        ("sprained my ankle last week playing netball", "ankle"),
        ("I broke my collarbone in a cycling crash two weeks ago", "collarbone"),
        ("i dislocated my shoulder at climbing last month, still sore", "shoulder"),
    ],
)
def test_a_recent_injury(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)
    assert all(title != "Surgery" for _, title in cepa(text))


@pytest.mark.parametrize(
    "text",
    [
        "I broke my phone screen yesterday",
        "my son broke his arm last week",
        "I tore my jeans on a fence last week",
        "i broke my arm when i was 8",
        "if I tear my ACL again I'll quit",
    ],
)
def test_not_a_recent_injury(text: str) -> None:
    assert_nothing(text, CONTEXT)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("trying to move our whole clinic onto a new booking system", "booking system"),
        ("im trying to switch the farm to solar before winter", "solar"),
    ],
)
def test_an_attempt_under_way(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


# --- Context: pests or disease in what one keeps or grows --------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("aphids are all over my roses this year", "aphids"),
        ("my tomatoes have blight again 😩", "blight"),
        ("the dog has fleas and now so does the sofa", "fleas"),
        ("slugs are destroying my lettuces", "slugs"),
        ("two of my hives have nosema", "nosema"),
        ("we've got mice in the kitchen again", "mice"),
    ],
)
def test_pests_in_what_one_keeps(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "do aphids bite?",
        "my neighbour's roses have blight",
        "what kills slugs",
        "I have two pet rats called Salt and Pepper",
    ],
)
def test_not_pests_of_the_user(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- Activity: a trip under way, a language exam, a lesson after a trip -------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we're in Lisbon on holiday, what should we eat", "lisbon"),
        ("currently in Reykjavik on our honeymoon!", "reykjavik"),
        ("still learning korean, TOPIK II in october", "topik"),
    ],
)
def test_a_trip_under_way_or_a_language_exam(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "I'm in London",
        "my parents are in Spain on holiday",
        "were you in Rome on holiday?",
        "the TOPIK is hard",
    ],
)
def test_not_a_trip_or_exam_of_the_user(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "last time we stayed in Porto the apartment had no lift, so now I always check "
            "the floor before booking",
            "porto",
        ),
        (
            "hired a painter cash in hand and he disappeared. deposits by card only from now on",
            "card",
        ),
    ],
)
def test_a_lesson_from_the_last_time(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    ["last time I checked it was fine, so now I just wait", "I'm paying cash only from now on"],
)
def test_not_a_lesson_from_the_last_time(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


# --- Round two: an invitation to take part, a child's event, a leading time or "first" ----


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I've been asked to speak at a conference in Oslo on the 3rd of July", "oslo"),
        ("we got invited to play at the Leeds folk festival next month!!", "leeds"),
        ("our band has been booked to play at the Corn Exchange on the 21st", "corn exchange"),
        ("my daughter has her first ballet exam on saturday", "ballet exam"),
        ("my son has a hospital appointment next tuesday", "hospital appointment"),
        ("tonight theres a quiz at the rugby club and were defending champs", "quiz"),
        ("the audit is next month but first i have my driving test on friday", "driving test"),
    ],
)
def test_an_invitation_a_childs_event_or_a_leading_time(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "I was invited to speak at a conference in Oslo last year",
        "my sister was asked to sing at the Royal Albert Hall on friday",
        "if I get invited to play at the festival next month I'll cry",
        "my sister has her interview tomorrow",
        "my son has a cold since monday",
    ],
)
def test_not_an_invitation_or_event_of_the_user(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Round two, context: what one is owed, not a change weighed up nor a request ---------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("the garage still hasn't fixed my car after three weeks", "car"),
        ("my old boss still hasn't paid my last invoice", "invoice"),
    ],
)
def test_something_owed(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "I'm thinking about going freelance next year",
        "thinking about adopting a greyhound someday",
        "he still hasn't replied lol",
        "you still haven't answered my question",
        "I'm looking for a way to convert pdfs to word",
        "looking for tips on keeping basil alive",
    ],
)
def test_not_owed_nor_a_situation(text: str) -> None:
    assert_nothing(text, CONTEXT)


@pytest.mark.parametrize(
    ("text", "words", "layer"),
    [
        ("spider mites are killing 3 of my chillies", "mites", CONTEXT),
        ("this summer me and my brother are cycling the length of Portugal", "cycling", ACTIVITY),
        (
            "tomorrow evening there's a residents meeting about the parking",
            "residents meeting",
            ACTIVITY,
        ),
    ],
)
def test_round_three(text: str, words: str, layer: str) -> None:
    assert_finds(text, layer, words)


# --- Experience: the rule first, then the story it came from ------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i always screenshot my tickets now after my phone died at the gate", "screenshot"),
        ("never buying shoes online again after the last three pairs didnt fit", "shoes"),
        ("I learned the hard way to label every freezer bag", "label"),
    ],
)
def test_a_rule_then_its_story(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "i always stretch after a run",
        "we never eat out after church",
        "I learned the hard way",
    ],
)
def test_not_a_rule_from_a_story(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("our son starts nursery in september", "nursery"),
        ("my youngest daughter begins school next week", "school"),
    ],
)
def test_a_childs_first_day(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "I've been trying to lose weight since christmas",
        "my son's school starts at 8:40",
        "my sister starts uni in september",
    ],
)
def test_not_a_dated_event(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Round four: look-alikes of the shapes above -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "there's a meeting tomorrow but i'm not going",
        "theres a craft fair in town this weekend",
        "got the results on friday",
        "my day off is tomorrow",
        "my shift is on saturday",
    ],
)
def test_announced_or_received_not_the_users_event(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    "text",
    [
        "trying to make dinner with what's in the fridge",
        "i'm trying to make sense of my payslip",
        "the weather has been awful",
        "on weekends I mostly sleep in",
    ],
)
def test_not_a_project_or_trouble(text: str) -> None:
    assert_nothing(text, CONTEXT)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("ive started couples therapy", "therapy"),
        ("i also study portuguese on duolingo", "portuguese"),
        ("the airline still hasn't refunded my tickets", "tickets"),
    ],
)
def test_treatment_study_or_owed(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    ("text", "words", "layer"),
    [
        ("what i learned from my first bakery: never sign a 10 year lease", "lease", EXPERIENCE),
        ("we're trying to sell our narrowboat before winter", "narrowboat", CONTEXT),
    ],
)
def test_round_five(text: str, words: str, layer: str) -> None:
    assert_finds(text, layer, words)


def test_what_one_learned_is_no_lesson_without_a_rule() -> None:
    assert_nothing("what I learned at school: nothing lol", EXPERIENCE)


@pytest.mark.parametrize(
    ("text", "words", "layer"),
    [
        ("been learning welsh on and off for 3 years", "welsh", CONTEXT),
        ("our choir's singing at the cathedral on the 30th", "cathedral", ACTIVITY),
        ("my team is playing the cup final next sunday", "cup final", ACTIVITY),
    ],
)
def test_round_six(text: str, words: str, layer: str) -> None:
    assert_finds(text, layer, words)
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    "text",
    ["my team is struggling this season", "our band is thinking of splitting up next year"],
)
def test_not_a_group_plan(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my flat's being rewired next week so I'll be at my sister's", "rewired"),
        ("our roof is being replaced on monday", "roof"),
        ("the twins are due on the 3rd of july and the nursery isnt painted", "twins"),
    ],
)
def test_ones_own_thing_done_or_due(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


def test_someone_elses_thing_done() -> None:
    assert_nothing("his flat is being painted next week", ACTIVITY)


@pytest.mark.parametrize(
    "text",
    [
        "my client's launch is on the 3rd, can you draft a press release",
        "our neighbour's party is on saturday and it'll be loud",
        "my colleague's leaving do is next friday",
    ],
)
def test_an_event_of_someone_outside_the_family(text: str) -> None:
    assert_nothing(text, ACTIVITY)


@pytest.mark.parametrize(
    "text", ["the ants in my pants lol", "we're trying to learn what went wrong"]
)
def test_no_trouble_or_learning_in_an_idiom(text: str) -> None:
    assert_nothing(text, CONTEXT)
