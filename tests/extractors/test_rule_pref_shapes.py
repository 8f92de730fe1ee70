"""Preference shapes, written as fresh phrasings before the rules were changed for them,
each with look-alikes that must give no preference.

Recall: several forms of the answer listed together with a request or standing word
("celsius and 24 hour time pls", "always litres and km please", "house rules: plain english
and metric units"), a length or tone asked for in the comparative ("keep the answers
shorter", "can you make your replies simpler"), and a quoted stock phrase the answers
should drop ("stop opening every reply with 'absolutely!'", "skip the 'see a doctor' bit").

Precision: a list of things to eat or buy with "pls" ("chips and gravy please"), amounts
of a recipe, a comparative about one piece being written ("keep it shorter, it's for my
boss"), quoted words of someone else that are no request."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # several forms listed with a request or a standing word
        ("celsius and 24 hour time pls", "celsius 24 hour"),
        ("tables and short sentences pls, always", "tables sentences"),
        ("always litres and km please, i'm in Perth", "litres km"),
        ("always litres and km please, i'm in Perth", "km"),
        ("fahrenheit and miles please, im american", "fahrenheit miles"),
        ("always kg and cm pls, the imperial stuff means nothing to me", "kg cm"),
        ("bullet points and plain english please", "bullet plain english"),
        ("numbered steps and short paragraphs pls", "numbered steps"),
        ("metric and celsius always, i live in Oslo", "metric celsius"),
        ("euros and 24 hour clock please", "euros"),
        # the comma parts the first item off as a clause of its own; the rest is read
        ("km, celsius and dd/mm dates please", "celsius dd/mm"),
        ("house rules: plain english and metric units please", "metric"),
        ("quick rules for you: tables and bullet points pls", "tables bullet"),
        # a length or tone in the comparative
        ("keep the answers shorter please", "shorter"),
        ("can you keep your replies shorter, i read on my phone", "shorter"),
        ("actually could you keep the answers simpler, my english is not great", "simpler"),
        ("please keep answers briefer from now on", "briefer"),
        ("keep your explanations shorter, I lose focus", "shorter"),
        # a quoted stock phrase the answers should drop
        ("can u stop opening every reply with 'absolutely!' its grating", "absolutely"),
        ("stop ending every answer with 'hope this helps'", "hope this helps"),
        ("please stop starting replies with 'certainly'", "certainly"),
        ("skip the 'see a doctor' bit from now on, i'm a GP", "see a doctor"),
        ("pls drop the 'as an AI' line, i know", "as an ai"),
    ],
)
def test_a_preference_shape(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        # lists of things, not forms of the answer
        "chips and gravy please",
        "2 cups flour and 3 eggs pls",
        "tea and biscuits please, i'm starving",
        "the km and miles thing always confuses me",
        "salt and pepper pls",
        "a table and four chairs please, for the kitchen",
        "cake and candles please, it's her birthday",
        # a comparative about one piece or about something else
        "keep it shorter, it's for my boss",
        "can you make this email shorter",
        "my commute keeps getting longer",
        "the days are getting shorter",
        "can you make the intro simpler",
        # quoted words that are someone else's, not a request
        "my boss keeps saying 'circle back' in every meeting",
        "she wrote 'see you soon' on the card",
        "the sign said 'no entry' so we turned back",
    ],
)
def test_no_preference_shape(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # units all of one system are remembered by the system too
        ("always kg and cm pls", "metric kg cm"),
        ("miles and feet please, i'm in Ohio", "imperial miles"),
        # the answers as a whole in a form
        ("i want answers as a checklist pls, not paragraphs", "checklist"),
        ("i'd like replies in bullet points please", "bullet points"),
        ("your answers in plain english please, not legalese", "plain english"),
        ("I need explanations in numbered steps from now on", "numbered steps"),
        # something never to be put in anything suggested
        ("also pls no beef in anything u give me, we're hindu", "beef"),
        ("no nuts in any recipe please, my son is allergic", "nuts"),
        ("no alcohol in any of the cocktails you suggest, i'm sober", "alcohol"),
    ],
)
def test_a_form_for_all_answers(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        # a form for one piece, or a reason that is about the draft
        "less formal pls, it reads like a robot wrote it",
        "more casual please, this sounds way too stiff",
        "can you write me a short english letter to my landlord, formal",
        "can you write me a summary in plain english",
        # answers of something else, and "no X in" one thing
        "the answers in the book are wrong",
        "the answers in my exam were all in french",
        "no sugar in my coffee",
        "no signal in the whole building",
        "no milk in the fridge again",
    ],
)
def test_no_preference_for_one_piece(text: str) -> None:
    assert_nothing(text, PREFERENCE)
