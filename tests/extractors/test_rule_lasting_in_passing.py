"""Lasting facts said in passing, often as the reason for a question: a diet or condition
mid-sentence, a measure the doctor read, a device lived with, a limit, a home, papers, a
language with its level and pursuits kept up (`rules/identity_lasting.py`,
`rules/identity_tongues.py`, `rules/identity_pastimes.py`). Someone else's facts, one-off
states, suppositions and wishes give nothing."""

from __future__ import annotations

import pytest

from memoryflow import layers
from tests.extractors.test_rule_identity_classes import but_bare_kin
from tests.extractors.test_rule_reading import items


def identity_titles(text: str) -> list[str]:
    return [item.title for item in items(text) if item.layer == layers.IDENTITY]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # a diet or condition mid-sentence, also with a wry emoji about the situation
        ("any cheap dinner ideas? money is tight rn and im pescatarian", "Is pescatarian"),
        ("the joke is im coeliac and i work in a bakery 🙃", "Is coeliac"),
        ("so i have chronic fatigue and cant do long days", "Has chronic fatigue"),
        ("i have severe seasonal depression every winter", "Has seasonal depression"),
        ("ironically ive developed an allergy to latex 🙃 as a nurse", "Is allergic to latex"),
        ("halal too so no pork pls", "Is halal"),
        ("being coeliac, eating out is a nightmare", "Is coeliac"),
        ("as someone with adhd i need short answers", "Has ADHD"),
        ("the physio said its a slipped disc so no lifting", "Has a slipped disc"),
        ("61, wonky right hip from rugby", "Has a wonky right hip"),
        ("i'm on insulin so timing meals matters", "Takes insulin"),
        ("what can i eat as im vegan?", "Is vegan"),
        ("any easy dinners since i live alone?", "Lives alone"),
        ("severe shellfish allergy, so no paella", "Is allergic to shellfish"),
        # a measure the doctor read, a device
        ("the gp says my vitamin d is really low", "Has low vitamin D"),
        ("my blood pressure is through the roof these days", "Has high blood pressure"),
        ("the nurse said b12 deficiency, so more eggs i guess", "Has b12 deficiency"),
        ("i wear hearing aids so phone calls are tough", "Wears hearing aids"),
        ("had a pacemaker fitted in 2019 so no magnets near me", "Has a pacemaker"),
        ("i'm in a wheelchair so step-free routes please", "Uses a wheelchair"),
        # a limit
        ("i cannot swim so no snorkelling for me", "Cannot swim"),
        ("i never learned to ride a bike lol", "Never learned to ride a bike"),
        ("i dont have a driving licence so trains it is", "Has no driving licence"),
        ("im not able to drive since the stroke", "Is not able to drive"),
        ("i dont have a car so it has to be walkable", "Has no car"),
        ("no car btw, so buses only", "Has no car"),
        # a home
        ("i live in a tiny studio so no space for a desk", "Lives in a tiny studio"),
        ("i live alone with two cats", "Lives alone"),
        ("moved out last month, living on my own now", "Lives alone"),
        ("i live on the 9th floor without a lift", "Lives on the 9th floor with no lift"),
        ("ive been renting this flat for 6 years", "Has been renting their home for 6 years"),
        ("i live with 3 flatmates in a tiny house", "Lives with 3 flatmates"),
        # papers
        ("im a naturalised citizen now", "Is a naturalised citizen"),
        ("my work permit only allows 20 hours a week",
         "Is on a work permit that only allows 20 hours a week"),
        # a language with its level or its place
        ("my portuguese is kinda conversational", "Speaks conversational Portuguese"),
        ("my dutch is honestly pretty basic", "Speaks basic Dutch"),
        ("punjabi is my first so sorry for typos", "Speaks Punjabi as a first language"),
        ("it was hard to learn Welsh; it's my second language now",
         "Speaks Welsh as a second language"),
        ("at home we mostly speak tagalog", "Speaks Tagalog at home"),
        ("i can get by in spanish", "Speaks some Spanish"),
        ("native greek speaker here", "Speaks Greek as a first language"),
        ("my dad only speaks urdu to us so i grew up bilingual", "Speaks Urdu (bilingual)"),
        # pursuits kept up, and who one is by them
        ("im a runner so carbs matter", "Is a runner"),
        ("I'm a keen gardener, mostly veg", "Is a keen gardener"),
        ("i'm an avid reader", "Is an avid reader"),
        ("we have 6 hives in the back garden", "Keeps bees (6 hives)"),
        ("im sewing every day since i retired", "Sews every day"),
        ("i take my dance classes on thursdays", "Goes to dance classes"),
        ("i brew my own mead, mostly for gifts", "Brews their own mead"),
        ("Since last spring I do pottery every sunday", "Does pottery every sunday"),
        ("tuesday thursday netball with my local team", "Plays netball with a team"),
        # a change of life before a new routine is no mishap with a lesson after it
        ("I retired in June. Now I go to life drawing class every Friday",
         "Goes to life drawing class every Friday"),
        # in other languages
        ("ik heb epilepsie sinds mijn tiende", "Has epilepsy"),
        ("tengo epilepsia desde niña", "Has epilepsy"),
    ],
)  # fmt: skip
def test_a_lasting_fact_said_in_passing_is_identity(text: str, title: str) -> None:
    found = identity_titles(text)
    assert title in found, found


@pytest.mark.parametrize(
    "text",
    [
        # someone else's
        "my son can't swim",
        "my dad lives alone",
        "she is on a student visa",
        "im on a working holiday visa",  # a situation: the context layer's
        "my brother has 2 flatmates",
        "my mum says her iron is low",
        # supposed, asked or wished
        "if im allergic to it i'd know",
        "what if im lactose intolerant",
        "can i learn to knit at 60?",
        "I want to learn to crochet",
        "if i go to my dance class i'll be late",
        # one-off states and limits of a day
        "i'm tired",
        "i have a cold so no gym",
        "i cant drive you there tomorrow",
        "i'm not allowed to drive the company van",
        "being vegan is hard",
        "what if im vegan?",
        "is it bad if i cant swim?",
        "12 guests, one peanut allergy",
        "no car park nearby",
        "i don't have a car today",
        "i'm on antibiotics",
        "my mum has a dodgy hip",
        "the doctor says its not a herniated disc",
        "i'm a big believer in routines",
        "football with the lads",
        "chess at the club tonight?",
        # a learner's complaint, the chat's own language, a fragment answering a count
        "my italian is still terrible, day 90 on duolingo",
        "my english is sooo basic sorry",
        "my parents speak tagalog at home",
        "my kids are bilingual",
        "im bilingual lol",
        "12 hives.",
        # a class of school or of a language is no pastime
        "i go to my maths class on mondays",
        "i go to my english class after work",
        # a past habit
        "i only did a 2 week course before coming",
    ],
)
def test_look_alikes_give_no_lasting_fact(text: str) -> None:
    found = but_bare_kin(identity_titles(text))  # "my son can't swim" still says there is a son
    assert not found, found
