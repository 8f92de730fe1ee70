"""Preference classes, written as fresh phrasings before the rules were changed
for them, each with look-alikes that must give no preference (or another layer).

Recall: a part of the answer to leave out ("skip the basic stuff"), a standing "just give
me X" ("from now on just give me the answer"), forms listed after a request or with a
standing word ("short replies please, tables", "bullet points always", "american spelling
from now on"), candour asked as "I want blunt feedback" or "do not flatter me", "I prefer
your answers without X", a polite request in the past tense ("I would be grateful if you
avoided jargon"), "kindly reply in …", "no more 'X' lines".

Precision: a request for one answer or one piece ("what is X? in french pls", a letter or
story being written), a habit that is no preference (a past one, a rule after a mishap, the
reason given for a request, a club sport or a choir part), "don't remind me"."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing, cepa


def preference_titles(text: str) -> list[str]:
    return [title for layer, title in cepa(text) if layer == PREFERENCE]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a part of the answer to leave out
        ("skip the basic stuff pls, i've been welding for 20 years", "basic"),
        ("and skip the safety warnings please, i know the risks", "warnings"),
        ("pls drop the long intros, i just want the steps", "intros"),
        ("leave out the background next time, i know the history", "background"),
        ("spare me the pep talk, just tell me what to fix", "pep talk"),
        # a standing "just give me X"
        ("from now on just give me the answer, skip the working", "answer"),
        ("from now on just give me the answer, skip the working", "working"),
        ("pls just give me the regex from now on, no commentary", "regex"),
        ("in general just show me the corrected sentence", "corrected sentence"),
        ("going forward only send me the final numbers", "final numbers"),
        # forms listed after a request, or with a standing word
        ("short replies please, tables where you can", "tables"),
        ("keep answers brief pls, numbered lists, i check them at red lights", "numbered"),
        (
            "general rule for everything: no headings, plain paragraphs. Australian spelling.",
            "australian spelling",
        ),
        ("keep it tight, bullet points always", "bullet"),
        ("american spelling from now on please, color not colour", "american spelling"),
        ("please always short paragraphs when you answer me", "short paragraphs"),
        # candour asked plainly
        ("do not flatter me. I want harsh feedback.", "harsh"),
        ("I want brutal honesty about my drafts", "brutal"),
        ("don't flatter my poems, i need to improve", "flatter"),
        # answers preferred with or without something
        ("I prefer your replies without all the exclamation marks", "exclamation"),
        ("i prefer answers with a quick example at the end", "example"),
        # a polite request in the past tense
        ("I would be grateful if you avoided jargon altogether", "jargon"),
        ("I'd appreciate it if you kept your answers short", "short"),
        # kindly, and languages named with an alternative
        ("Kindly reply in Swahili or very simple English", "swahili"),
        ("kindly answer in Portuguese from now on", "portuguese"),
        # no more 'X' lines
        ("plz no more 'stay hydrated' advice, i'm a nurse", "stay hydrated"),
        ("no more 'as an AI' lines please", "as an ai"),
        # a request for every answer of a kind ("for every X you Y")
        ("please add a source for every claim you make", "source"),
        ("always flag the risks in each plan you suggest", "risks"),
        # "unless i ask" is an exception, not a condition
        ("drop the theory unless i ask for it", "theory"),
        # "X only please": one kind and nothing else
        ("vegetarian only please, my partner doesn't eat meat", "vegetarian only"),
        ("katakana only please", "katakana"),
        # a convention of the user's team
        ("we use snake case not camel case btw", "snake case"),
        # a heading before "when you …"
        ("one thing: when you give me distances, km not miles", "km"),
        # a verb of the answer the list lacked; mixed languages
        ("do not append a summary to your answers", "summary"),
        ("reply in spanglish only pls", "spanglish"),
        # a form asked for in another language, or half in one
        ("y porfa sin emojis, no me gustan", "emojis"),
        ("e sempre me manda com type hints pls", "type hints"),
        ("bhai short me batao please", "short"),
        ("porfa dame las temperaturas en celsius", "celsius"),
        # likings in frames of their own
        ("I could eat dumplings every day", "dumplings"),
        ("rain over sunshine any day", "rain over sunshine"),
        ("give me vinyl over streaming any day", "vinyl"),
        ("folk music is my go-to on long drives", "folk music"),
        ("I've always loved lighthouses", "lighthouses"),
        ("I've never liked musicals", "musicals"),
        ("I find golf incredibly boring", "golf"),
        ("i find knitting really relaxing", "knitting"),
        ("I get bored of superhero films", "superhero"),
        ("I'm rather partial to a scone", "scone"),
        # "I must say" before "I prefer"
        ("I must say I prefer your explanations without the analogies", "analogies"),
    ],
)
def test_a_standing_preference(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        # a request for this one answer, tacked on a question
        "qu'est-ce que le cabotage? in english pls",
        "what is a heat pump, explain like im 10",
        "how do tides work? simple words pls",
        "what does ESG stand for, in german please",
        # a request about the piece being written
        "I need a thank you letter for my neighbour. Keep the sentences short and warm.",
        "write me a short story about a fox for my class. no violence pls",
        "it's a retirement card for Jan. funny but short",
        "a speech for my sister's wedding please, keep it simple and under three minutes",
        # skip: this piece or something not in an answer
        "skip the intro of my essay, start at the second paragraph",
        "we skipped the starters and went straight to mains",
        "skip step 3, it doesn't apply",
        # give me: a one-off
        "just give me the answer to question 4",
        "give me the recipe for banana bread",
        # a bare form with no request around it
        "bullet points",
        "the report has tables and headings",
        # candour: about someone else, or a one-off
        "my editor wants harsh feedback from the panel",
        "i want honest answers from my kids",
        # don't remind me: an idiom
        "ugh dont remind me lol",
        "don't remind me, the exam is tomorrow",
        # liking frames that say something else
        "I could eat a horse",
        "I find it boring when my boss repeats himself",
        "I've never liked him",
        "I've always loved you",
        "we chose the blue over the red",
        "I find this tedious",
        # a form named in another language with no request, or someone else's
        "el libro tiene tablas y emojis",
        "mi jefe siempre usa emojis",
        # a count of things on a topic is content for now
        "can you give me 10 phrases about ordering food in italian",
        # only please: a number or a time
        "one only please",
        "today only please",
        # we use: no contrast, or about something else
        "we use the car for school runs",
        # a reply framed as a preference, about the letter being written
        "warm but short, she hates long letters",
        # a choice among what the assistant offered, not a taste
        "I like the third option better",
        "i prefer the shorter version tbh",
        "not a fan of the title you suggested",
        "I love that one, let's go with it",
        # a new version of this answer
        "give me a simpler version",
        "can you write a shorter one",
        # a form asked for with the question it is for
        "quick answer pls: is it safe to freeze cooked rice?",
        "I want a short answer: does vinegar kill mould?",
        # the piece is for someone else to read
        "please use plain words, my grandad will read this",
        "keep it formal, it's for my landlord",
        # prefer: someone else's answers
        "my boss prefers answers without any caveats",
    ],
)
def test_no_preference(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    "text",
    [
        # a past habit is no habit now
        "I swam every morning for thirty years before my hip went",
        "i played rugby every saturday for twenty years",
        # a rule told after a mishap is a lesson, not a habit
        "lesson: never lend your car to a mate, keep the keys yourself always",
        "after I lost a whole chapter when my laptop died, I back up every evening now. never again.",
        "we left the tent pegs at home last summer. Now I only pack the car myself",
        # the reason given for a request
        "I would be grateful if you avoided tables; I read plain text far more comfortably.",
        "short answers please, i read them on the tram",
        # a club sport or a choir part is who one is, not a liking
        "i play netball for our work team",
        "i play hurling for my local club in cork on sundays",
        "I sing tenor in a church choir",
    ],
)
def test_a_habit_that_is_no_preference(text: str) -> None:
    titles = preference_titles(text)
    habits = [t for t in titles if not t.lower().startswith(("wants", "prefers", "asks", "does"))]
    assert not habits, (text, titles)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the controls: standing requests with a question or a piece nearby still read
        (
            "What should I plant first? Please answer in Dutch, I practise my Dutch with you.",
            "dutch",
        ),
        ("Kindly advise on pruning, but keep your answers short, my data plan is tiny.", "short"),
        ("from now on always sign the emails you draft for me with 'Dr.' before my name", "sign"),
        ("never answer me with bullet points; I write sermons, not slides", "bullet"),
        ("what is RAG? and from now on, always in spanish pls", "spanish"),
        # a choice of what to take stays (a routine is identity: test_rule_routines.py)
        ("I only drink decaf after lunch", "only drinks decaf"),
        ("I love the first week of spring", "spring"),
        ("i prefer the window seat on long flights", "window seat"),
    ],
)
def test_the_controls_still_read(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        # a reply about the tone of the letter or card being written
        (
            "Should the tone be formal, or kept warm?",
            "warm but brief. the neighbours hate long letters",
        ),
        ("Do you want it funny or heartfelt?", "heartfelt but short, it's for a sympathy card"),
    ],
)
def test_a_reply_about_the_piece_is_no_preference(question: str, reply: str) -> None:
    from tests.extractors.test_rule_answer_wishes import reply_preferences

    assert not reply_preferences(question, reply), (question, reply)
