"""Work and places, fourth round, by class of phrasing (`rules/work_shapes.py`,
`rules/work_retractions.py`), written before the rules with new people and words: a job
said without its article and followed by more ("i am architect and next year…", "…nurse
myself", "…from Poznań"), a job with its years as a fragment ("welder 12 yrs"), years in a
job ("30 years as a firefighter"), service in the forces said in passing ("ex RAF", "navy
vet", "served 8 years army"), retired from a job named by its work ("retired from nursing"),
a year of study with a subject of several words ("3rd year marine biology student"), a job
told by a first day, week or pay of it ("got my first paycheck as a junior copywriter"), an
employer named in lower case ("cashier at lidl"), and identity taken back: a job without its
article ("dont work as teacher anymore"), work stopped for an employer ("stopped driving for
uber"), one's own shop closed, one's home sold."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import identity_edits, stored_identity, taken_back
from tests.extractors.test_rule_identity_classes import has_all, identity_titles
from tests.extractors.test_rule_reading import chat


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the article dropped, the job followed by more
        ("i am architect and next year i move to Porto", ("architect",)),
        ("i am veterinary nurse myself, so skip the basics", ("nurse",)),
        ("I am bus driver from Poznań, 9 years on city routes", ("bus driver", "poznań")),
        ("im mechanic and my boss is a nightmare", ("mechanic",)),
        # a job with its years, said as a fragment
        ("welder 12 yrs, my back is done", ("welder",)),
        ("Self employed electrician, been on my own 9 yrs.", ("electrician",)),
        ("carpenter for 20 years, now my knees hurt", ("carpenter",)),
        # years in a job
        ("30 years as a firefighter, retired now", ("firefighter",)),
        ("I spent 15 years as a paramedic in Leeds", ("paramedic",)),
        # service in the forces
        ("Ex Royal Air Force, 20 years as an aircraft mechanic", ("air force",)),
        ("army veteran here, two tours", ("army",)),
        ("navy vet, now driving trucks", ("navy",)),
        ("Served 12 years in the Navy before this job", ("navy",)),
        ("served 8 years army, then security work", ("army",)),
        ("former marine, now a cop", ("marine",)),
        ("Coast Guard veteran, retired in 2015", ("coast guard",)),
        ("I'm ex-army, so early mornings are fine", ("army",)),
        # retired from a job named by its work
        ("I retired from nursing in 2019 after 35 years", ("retired", "nurse")),
        ("retired from teaching chemistry last june", ("retired", "teacher")),
        ("I retired from farming when my son took over", ("retired", "farmer")),
        # a year of study with a subject of several words
        ("im a 3rd year marine biology student", ("marine biology",)),
        ("im 2nd year mechanical engineering student at Wits", ("mechanical engineering",)),
        ("I'm a final year software engineering student", ("software engineering",)),
        # a job told by a first day, week, shift or pay of it
        ("started my first job yesterday as a lifeguard in Brighton", ("lifeguard", "brighton")),
        ("got my first paycheck as a junior copywriter", ("copywriter",)),
        ("just finished my first week as a paramedic", ("paramedic",)),
        ("worked my first shift as a barista today", ("barista",)),
        ("started my first ever job last week as a waiter in Galway", ("waiter", "galway")),
        # a job after an age, joined by "and"
        ("I am 71 years old and a retired fireman", ("retired fireman",)),
        ("im 45 and a nurse", ("nurse",)),
        # a business owned or run for years
        ("I have owned a flower shop since 2003", ("flower shop",)),
        ("we've run a small bakery for 20 years", ("bakery",)),
        # a home rented
        ("im renting in dunedin", ("lives", "dunedin")),
        ("we're renting a flat in Bristol for now", ("lives", "bristol")),
        # a lead-in that the job is the real one, a registrar (a hospital grade)
        ("in reality im a 1st year dental surgery student", ("dental surgery",)),
        ("I'm a surgical registrar in Durban", ("registrar", "durban")),
        ("ER registrar at Groote Schuur, we have twins", ("registrar",)),
        # an employer named in lower case
        ("im a cashier at lidl", ("cashier", "lidl")),
        ("im a barista at costa, mostly mornings", ("barista", "costa")),
        ("I'm a software engineer at stripe", ("engineer", "stripe")),
    ],
)
def test_a_work_shape_gives_the_job_or_place(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("im a teacher at heart", ("heart",)),
        ("im a nurse at night and a student by day", ("night",)),
        ("i teach myself guitar at night", ("teach",)),
        ("i teach myself spanish on duolingo", ("teach",)),
        ("the ex army boots were cheap", ("army",)),
        ("navy blue suits me", ("navy",)),
        ("my brother served 10 years in the army", ("served",)),
        ("my dad is a navy vet", ("served",)),
        ("i retired from running after my knee op", ("runner",)),
        ("my 2nd year students are lazy", ("2nd year",)),
        ("started my first job as a waiter when i was 16", ("waiter",)),
        ("did my last shift as a barista today", ("works as",)),
        ("i am better now and my boss is happy", ("better",)),
        ("i am with my nurse now", ("nurse",)),
        ("12 years as a customer and still no discount", ("customer",)),
        ("im 45 and a nervous flyer", ("flyer",)),
        ("renting a car in lisbon next week", ("lives",)),
        ("we're renting a van in Leeds on friday", ("lives",)),
        ("I have owned a bike since I was 12", ("bike",)),
        ("the registrar said my papers were fine", ("registrar",)),
    ],
)
def test_a_look_alike_gives_no_such_title(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert not has_all(titles, words), titles


# id -> (title, identity type), as an earlier run would have stored them
STORED = {
    "teacher": ("Works as a teacher", "professional"),
    "uber": ("Drives for Uber", "professional"),
    "shop": ("Runs a pottery shop", "professional"),
    "home": ("Lives in Pueblo", "location"),
}


def retracted(text: str) -> set[str]:
    existing = [stored_identity(key, *value) for key, value in STORED.items()]
    return set(taken_back(identity_edits(RuleBasedExtractor(), chat(text), existing)))


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("i dont work as teacher anymore, my diploma is not valid here", {"teacher"}),
        ("i no longer work as teacher", {"teacher"}),
        ("i stopped driving for uber last month", {"uber"}),
        ("quit delivering for uber, too many miles", {"uber"}),
        ("closed the shop for good on friday", {"shop"}),
        ("we shut down our shop in march", {"shop"}),
        ("we sold our house in Pueblo and moved north", {"home"}),
        ("sold the place in pueblo last spring", {"home"}),
        # look-alikes take nothing back
        ("stopped driving for a bit, too tired", set()),
        ("closed the shop early today", set()),
        ("sold the car in Pueblo", set()),
        ("i dont work as hard anymore", set()),
        ("my sister stopped driving for uber", set()),
    ],
)
def test_work_and_home_taken_back(text: str, gone: set[str]) -> None:
    assert retracted(text) == gone
