"""Generic frames for preference and activity, written as fresh phrasings before the rules
were changed for them: an instruction to the assistant whose object names a unit, spelling,
language, length, tone or format; a first-person plan with a future time phrase behind any
leading discourse word; and titles that keep every key noun of their clause. Each class
has the look-alikes that must not extract."""

from __future__ import annotations

import pytest

from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.test_rule_classes import (
    ACTIVITY,
    CONTEXT,
    EXPERIENCE,
    NOW,
    PREFERENCE,
    assert_finds,
    assert_nothing,
)

# --- Preference: an instruction whose object is a form of the answer ---------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # units
        ("pls use celsius, i have no idea what 80F means", "celsius"),
        ("metric units pls, km not miles", "metric"),
        ("km not miles please", "km"),
        ("can u give temps in celsius", "celsius"),
        ("use kg not lbs for the recipes pls", "kg"),
        ("always metric for me 🙏", "metric"),
        ("24 hour clock please, am/pm confuses me", "24 hour"),
        # spelling and language
        ("and british spelling, not american", "british spelling"),
        ("uk spelling pls", "uk spelling"),
        ("australian english please mate", "australian english"),
        ("answer in portuguese pls, my english is not so good", "portuguese"),
        # length
        ("short answers pls, I read them between customers", "short answers"),
        ("one paragraph max please", "paragraph"),
        ("keep it brief pls im on my phone", "brief"),
        ("shorter replies please", "shorter"),
        # tone
        ("no need to be so polite either lol, just tell me", "polite"),
        ("less formal pls, ur not writing to my bank", "formal"),
        # format
        ("put a tl;dr at the top of ur answers pls", "tl;dr"),
        ("numbered steps please, i lose track otherwise", "numbered steps"),
        ("plain text pls, no markdown, it shows up weird in my app", "plain text"),
        ("tables are easier for me to read, use them when u can", "tables"),
        ("i prefer bullet points over long paragraphs", "bullet points"),
        ("I need the recipes in grams, not cups", "grams"),
        # a second round, written after the frame above to test it
        ("can you stop using so many emojis", "emojis"),
        ("dont use bullet points, i hate them", "bullet points"),
        ("i want the answers in spanish from now on", "spanish"),
        ("could you keep replies under 100 words", "100 words"),
        ("miles please, im american lol", "miles"),
        ("give me prices in euros pls", "euros"),
        ("fahrenheit pls not celsius", "fahrenheit"),
        ("speak to me in french, i'm practising", "french"),
        ("use imperial, my tape measure is in inches", "imperial"),
        ("no more than 3 bullet points pls", "bullet points"),
        ("skip the intro and get to the point pls", "intro"),
        ("plain english please, im not a lawyer", "plain english"),
        ("i'd prefer us spelling", "us spelling"),
        ("write dates as dd/mm/yyyy please", "dates"),
        ("keep the tone casual, we're mates", "casual"),
        ("stop apologising so much lol", "apologising"),
        ("more examples pls, i learn better that way", "examples"),
        ("in metric pls", "metric"),
        ("less jargon please", "jargon"),
        ("explain it with code examples pls", "code examples"),
        # a form praised and asked for again
        ("the table was perfect, keep doing that", "table"),
        ("numbered steps like this are so much better, do that every time", "numbered steps"),
    ],
)
def test_an_instruction_about_the_answers_form(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "what's 80F in celsius?",
        "is it km or miles in the uk?",
        "my boss wants everything in metric units",
        "if you used celsius i'd understand it better maybe",
        "the recipe uses cups not grams",
        "short answers are fine for this one, whats 2+2",
        "is british spelling colour or color?",
        "she said 'short answers pls' and walked off",
        "convert 5 miles to km",
        "the report has to be one paragraph max",
        "headers are fine though",
        # look-alikes written after the frame, to stress it
        "spanish not french, i always mix them up lol",
        "dollars not euros, its a us company",
        "examples please",
        "my run was 10 km not 5",
        "it's 30 celsius here, melting",
        "my essay needs to be 2000 words max",
        "short answer: no",
        "the bullet points in my cv look off",
        "my boss prefers tables",
        "plain text file or csv?",
        "put the kettle on lol",
        "can you give me that in celsius?",
        "how many km is a marathon?",
        "my teacher wants answers in spanish",
        "the sign says no bullet points lol",
        "can you convert 30 euros to dollars",
        "should i use metric or imperial for the plans?",
        "i use imperial at work",
        "the table was perfect thanks",
        "always do that for me",
        "write the test cases in english please",
    ],
)
def test_not_an_instruction_about_the_answers_form(text: str) -> None:
    assert_nothing(text, PREFERENCE)


# --- Preference: liking said without a verb of liking ------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("im a massive f1 fan, ferrari till i die", "f1"),
        ("huge arsenal fan here lol", "arsenal"),
        ("i'm a big taylor swift fan ngl", "taylor swift"),
        ("total sci-fi nerd, always have been", "sci-fi"),
        ("dark chocolate is my weakness", "dark chocolate"),
        ("my favourite food is pho", "pho"),
        ("fav band atm is fontaines dc", "fontaines"),
        ("nothing beats a sunday roast tbh", "sunday roast"),
        ("i'm not a fan of horror films", "horror"),
        ("country music is not my thing", "country music"),
        ("i live for karaoke nights", "karaoke"),
        ("cant get enough of korean dramas rn", "korean dramas"),
        ("im a coffee snob, only drink flat whites", "coffee"),
        ("hate hate hate mushrooms", "mushrooms"),
    ],
)
def test_a_liking_without_a_verb_of_liking(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "my son is a massive f1 fan",
        "is dark chocolate bad for dogs?",
        "whats your favourite food?",
        "she lives for karaoke nights",
        "i'm a fan of the idea but not the price",
        # look-alikes written after the frames, to stress them
        "the ceiling fan is broken",
        "my dad is a huge liverpool fan",
        "my favourite part is the ending",
        "her favourite colour is blue",
        "i live for the weekend",
        "the fan here is so loud",
        "he's a real coffee snob",
        "time is my enemy",
        "nothing beats it",
        "my fav thing is when you use examples",
        "big fan",
    ],
)
def test_not_a_liking_of_the_user(text: str) -> None:
    assert_nothing(text, PREFERENCE)


# --- Activity: a first-person plan with a future time phrase, behind leading discourse ----


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "then next saturday we're driving up to the Blue Mountains for my sister's "
            "engagement party",
            "blue mountains engagement",
        ),
        ("so tomorrow im picking up the new van from the dealer", "van"),
        ("also on friday we're viewing a flat in leith", "flat leith"),
        ("oh and next week i have my driving test!!", "driving test"),
        ("btw this weekend we're painting the nursery", "nursery"),
        ("anyway on monday im meeting the new landlord", "landlord"),
        ("ok so next month we're moving to Bristol", "bristol"),
        ("and in june i'm running the edinburgh half", "edinburgh half"),
        ("then on sunday were doing a car boot sale", "car boot"),
        ("plus tmrw i have a call with the recruiter at 10", "recruiter"),
        ("but next tuesday i'm presenting my poster at the conference", "poster"),
        ("a bit of background: in august we're relocating to Perth for my wife's job", "perth"),
        ("so yeah, saturday we're taking the kids to legoland", "legoland"),
        ("also my sister's hen do is next weekend and im organising it", "hen do"),
        ("then in october we fly to Chicago for the marathon", "chicago"),
        ("honestly tomorrow im just going to the allotment to plant garlic", "allotment"),
        ("right so next week im getting the boiler serviced", "boiler"),
    ],
)
def test_a_plan_behind_leading_discourse(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "then next saturday my sister is driving up to the Blue Mountains",
        "so tomorrow is the day the van gets picked up by my brother",
        "also on friday should we view the flat in leith?",
        "btw if we paint the nursery this weekend which colour?",
        "anyway my mate is moving to bristol next month",
        "then every saturday we do a car boot sale",
        "so every summer we drive up to the blue mountains",
    ],
)
def test_not_a_plan_behind_leading_discourse(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Activity: any verb of the user's with a future time phrase anywhere -----------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("we're driving up to the coast on saturday for my cousin's 40th", "coast 40th"),
        ("i'll be at my parents place over christmas", "parents"),
        ("we fly to lisbon next thursday for a friend's wedding", "lisbon wedding"),
        ("my sister's engagement party is next saturday and im doing the cake", "engagement"),
        ("tomorrow i take the kids to the dentist", "dentist"),
        ("i'm going to ask my boss for a raise on monday", "raise"),
        ("next month i start night classes in welding", "welding"),
        ("we're viewing a house in leeds on sunday", "house leeds"),
        ("meeting my birth mother for the first time next week", "birth mother"),
        ("this friday i'm cooking dinner for 12 people", "dinner"),
        ("i need to renew my passport before june", "passport"),
        ("the movers come on the 14th", "movers"),
        ("we'll be camping at lake tahoe the first week of august", "lake tahoe"),
        ("in two weeks i'm having my gallbladder out", "gallbladder"),
        ("taking my mum to see the lion king on saturday", "lion king"),
        ("i'm speaking at a meetup in berlin next month about rust", "meetup berlin"),
        ("got my citizenship ceremony on the 20th!!", "citizenship ceremony"),
        ("we're throwing a surprise party for my dad next saturday", "surprise party"),
        ("i've booked a week in crete for september", "crete"),
        ("we signed up for the colour run in june", "colour run"),
        ("my daughter's graduation is friday and we're all going", "graduation"),
        ("heading up to the cabin tomorrow with the dogs", "cabin"),
        # a second round, written after the shapes above to test them
        ("ive got a job interview at the bbc on thursday", "interview bbc"),
        ("doing a 10k for charity next sunday, wish me luck", "10k"),
        ("tmrw im taking the dog to the vet for her jabs", "vet"),
        ("my cousin's wedding is in june and im a bridesmaid", "wedding"),
        ("next weekend we have a family reunion in ohio", "reunion ohio"),
        ("im having friends round for a curry night on friday", "curry night"),
        ("this thursday i'm volunteering at the food bank", "food bank"),
        ("on the 12th i fly out to singapore for work", "singapore"),
        ("starting my new job at the council next monday", "council"),
        ("we're going to see coldplay at wembley in august", "coldplay"),
        ("gotta take my car in for its MOT on tuesday", "mot"),
        ("thinking of it, next friday i also have my annual review", "annual review"),
        ("we're getting the kitchen fitted the week after next", "kitchen"),
        ("i have a zoom call with a client in tokyo at 7am tomorrow", "call client"),
        ("the kids and i are flying to Dubai on the 2nd", "dubai"),
        ("my son's first football match is saturday and im coaching", "football match"),
        ("we're celebrating our 10th anniversary in paris next month", "anniversary paris"),
    ],
)
def test_a_plan_with_a_future_time_anywhere(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "my sister is driving to the coast on saturday",
        "should we fly to lisbon next thursday?",
        "if i repaint the fence this weekend what colour",
        "we used to camp at lake tahoe every august",
        "my boss is asking for a raise on monday lol",
        "i might take the kids to the dentist tomorrow, not sure",
        "i'll be in bed early tonight",
        "i'll be at work tomorrow",
        "has anyone booked a week in crete for september?",
        # look-alikes written after the shapes, to stress them
        "then on sunday my brother is driving down",
        "plus tomorrow the weather is meant to be awful",
        "i'll be in a meeting all day tomorrow",
        "i'll be at my wits end by friday",
        "have to say the weather tomorrow looks grim",
        "i've booked it already lol",
        "have to admit i'm nervous about monday",
        "we'll be fine next week",
        "need to finish the report by friday",
        "my cousin is flying to dubai on the 2nd",
        "do i need to take my car in for its mot?",
        "we went to see coldplay at wembley last year and it was amazing",
        "if i get the job i start next monday",
        "i volunteer at the food bank every thursday",
        "i hope to do a 10k one day",
    ],
)
def test_not_a_plan_with_a_future_time(text: str) -> None:
    assert_nothing(text, ACTIVITY)


# --- Context: an ongoing situation or project of the user's, with what it is about --------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("currently renovating a 1930s semi in leicester", "renovating leicester"),
        ("i'm studying for the bar exam, it's brutal", "bar exam"),
        ("we're in the middle of a divorce so things are messy", "divorce"),
        ("been job hunting since march, nothing yet", "job hunting"),
        ("training for an ironman in september", "ironman"),
        ("i'm writing a novel about my grandmother's village in crete", "novel"),
        ("learning japanese for a trip next year", "japanese"),
        ("im building a shed in the back garden with my dad", "shed"),
        ("we're trying for a baby, month 8 now", "baby"),
        ("i'm saving for a house deposit, about halfway there", "house deposit"),
        ("caring for my mum who has dementia, it's a lot", "mum"),
        ("working on my portfolio to apply for ux jobs", "portfolio"),
        ("on a waiting list for knee surgery, 9 months so far", "knee surgery"),
        ("we're fostering two teenage boys at the moment", "fostering"),
        ("currently doing my driving lessons, test is in july", "driving lessons"),
        ("i've been recovering from a broken ankle since christmas", "broken ankle"),
        ("im running a kickstarter for my board game", "kickstarter"),
        ("going through ivf at the moment", "ivf"),
        ("we're looking for a flat in glasgow", "flat glasgow"),
        ("i'm preparing for my citizenship test", "citizenship test"),
    ],
)
def test_an_ongoing_situation(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my brother is renovating his flat",
        "should i start learning japanese?",
        "if we were trying for a baby would you tell me",
        "she's training for an ironman",
        "i used to be writing a novel lol",
        "im running a bit late",
    ],
)
def test_not_an_ongoing_situation(text: str) -> None:
    assert_nothing(text, CONTEXT)


# --- Experience: a past story marked as a lesson, behind discourse or a leading time -------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "and i left the oven on when we went away, came back to a burnt pan. lesson learned",
            "oven",
        ),
        (
            "last summer i got badly sunburnt on the first day of the holiday. now i only go out "
            "with factor 50",
            "sunburnt",
        ),
        ("last time i moved house i didnt label any boxes and regretted it for months", "boxes"),
        ("so i lent my brother 2k and never saw it again. never again", "lent"),
        (
            "a few years ago i bought a used car without a mechanic checking it, big mistake",
            "used car",
        ),
        (
            "also i signed a lease without reading it properly, should have read the small print",
            "lease",
        ),
        (
            "last week i forgot to back up my phone and lost all my photos. now i always back up "
            "on sundays",
            "photos",
        ),
        (
            "but i trusted the cheap contractor and the roof leaked within a month, never going "
            "cheap again",
            "contractor",
        ),
        ("last year i skipped the flu jab and was in bed for 2 weeks, lesson learned", "flu jab"),
        ("i once booked flights for the wrong month, now i check the dates twice", "flights"),
    ],
)
def test_a_story_marked_as_a_lesson(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "and my brother lent his car to a mate who crashed it, never again he says",
        "last time i changed jobs was in 2019",
        "should i have read the small print?",
        "last summer we went to spain, it was lovely",
        "now i only work mondays",
    ],
)
def test_not_a_story_marked_as_a_lesson(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


# --- Complete titles: the place, employer or topic of the clause stays --------------------


@pytest.mark.parametrize(
    ("text", "layer", "words"),
    [
        (
            "on mat leave from my job as a civil engineer, baby Ines is 4 months old",
            CONTEXT,
            "leave",
        ),
        ("on paternity leave till march 🍼", CONTEXT, "paternity leave"),
        ("currently on long term sick leave from the council", CONTEXT, "sick leave"),
        ("next saturday we're hosting a bbq at the lake house", ACTIVITY, "bbq lake house"),
        ("tomorrow i'm giving a talk at the library on beekeeping", ACTIVITY, "talk library"),
        ("on friday im flying to Nairobi for a conference", ACTIVITY, "nairobi conference"),
        ("my portuguese is rusty so im taking evening classes", CONTEXT, "classes portuguese"),
        ("the Cantonese tones are killing me, taking a course now", CONTEXT, "course cantonese"),
    ],
)
def test_a_title_keeps_its_key_nouns(text: str, layer: str, words: str) -> None:
    assert_finds(text, layer, words)


def _preference_summaries(text: str) -> list[str]:
    message = ChatMessage(id="m0", role="user", content=text, created_at=NOW)
    found = RuleBasedExtractor().extract_topic(messages=[message], layers=[PREFERENCE])
    return [item.summary for item in found.items[PREFERENCE]]


@pytest.mark.parametrize(
    ("text", "added"),
    [
        ("short answers pls, I read them between customers", "between customers"),
        ("pls use celsius, i have no idea what 80F means", "no idea what 80f means"),
        ("no jargon pls, english is my third language", "third language"),
    ],
)
def test_a_preference_summary_keeps_the_reason_given(text: str, added: str) -> None:
    summaries = _preference_summaries(text)
    assert any(added in summary.lower() for summary in summaries), summaries


def test_a_preference_summary_does_not_repeat_its_title() -> None:
    assert _preference_summaries("metric units pls, km not miles") == [
        "The user wants metric units, km not miles."
    ]


def _activities(text: str) -> list[tuple[str, str]]:
    message = ChatMessage(id="m0", role="user", content=text, created_at=NOW)
    found = RuleBasedExtractor().extract_topic(messages=[message], layers=[ACTIVITY])
    return [(item.title, item.summary) for item in found.items[ACTIVITY]]


def test_an_activity_title_spells_out_a_dropped_g() -> None:
    [(title, summary)] = _activities("im doin my driving theory test on friday")
    assert title.startswith("Doing their driving theory test"), title
    assert summary.startswith("The user is doing their driving theory test"), summary


def test_an_activity_summary_reads_as_a_sentence() -> None:
    [(_, summary)] = _activities("starting the new job on the 29th, so nervous")
    assert summary.startswith("The user is starting the new job"), summary


# --- Fragments that answer the assistant's question, read in the frame it sets -----------


def _answered(question: str, reply: str) -> list[tuple[str, str]]:
    messages = [
        ChatMessage(id="a0", role="assistant", content=question, created_at=NOW),
        ChatMessage(id="u1", role="user", content=reply, created_at=NOW),
    ]
    found = RuleBasedExtractor().extract_topic(
        messages=messages, layers=[ACTIVITY, CONTEXT, PREFERENCE]
    )
    return [(layer, item.title) for layer, items in found.items.items() for item in items]


@pytest.mark.parametrize(
    ("question", "reply", "layer", "words"),
    [
        ("Any plans for the weekend?", "hiking in the peaks with my brother", ACTIVITY, "peaks"),
        ("What are you up to this weekend?", "my nephews christening", ACTIVITY, "christening"),
        ("Anything fun on tomorrow?", "taking the kids to the zoo finally", ACTIVITY, "zoo"),
        (
            "What are you working on at the moment?",
            "a kitchen renovation, slowly",
            CONTEXT,
            "kitchen",
        ),
        ("What are you learning right now?", "some basic korean", CONTEXT, "korean"),
        ("How do you like your answers?", "short and to the point", PREFERENCE, "short"),
    ],
)
def test_a_fragment_answers_the_question_before_it(
    question: str, reply: str, layer: str, words: str
) -> None:
    found = _answered(question, reply)
    assert any(
        found_layer == layer and all(w in title.lower() for w in words.split())
        for found_layer, title in found
    ), found


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Any plans for the weekend?", "nothing much tbh"),
        ("Any plans for the weekend?", "not sure yet, maybe the beach?"),
        ("What are you working on at the moment?", "nothing, im on holiday"),
        ("How was your weekend?", "hiking in the peaks with my brother"),
    ],
)
def test_not_an_answer_that_says_something(question: str, reply: str) -> None:
    assert _answered(question, reply) == []
