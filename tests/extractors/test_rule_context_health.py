"""Health situations that last a while (`rules/context_health.py`): a relative's or pet's
serious illness, a pain of one's own newly begun, medication just started; in fresh words,
with the look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import CONTEXT, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a relative's illness the household lives with
        ("my dad has dementia and keeps forgetting his keys", "dad dementia"),
        ("my wife was diagnosed with breast cancer in june, chemo starts monday", "wife cancer"),
        ("our daughter has leukemia, we're at the hospital most days", "daughter leukemia"),
        ("my grandpa had a stroke last month so we take turns staying over", "grandpa stroke"),
        ("Tomasz was diagnosed with Parkinson's last spring", "tomasz parkinson"),
        ("my cat has kidney failure and needs fluids every night", "cat kidney failure"),
        ("mi madre tiene alzheimer y vive conmigo", "mother alzheimer"),
        # a relative in care now, a life rearranged to care for one
        ("my grandad is in intensive care after a fall", "grandad intensive care"),
        ("our son is having chemo again", "son chemo"),
        ("i went part time to look after my dad after his surgery", "caring dad"),
        ("we moved back to the farm to take care of my father", "caring father"),
        # a pain of one's own, newly begun
        ("my left shoulder has started aching since i switched to swimming", "shoulder pain"),
        ("been doing way more hill reps and now my achilles is sore", "achilles pain"),
        ("my hip's been playing up on the long runs", "hip pain"),
        ("knee pain for 3 weeks now, mostly on stairs", "knee pain"),
        # a pain told with what set it off
        ("lower back is killing me after bowling all weekend", "back pain"),
        ("my right wrist's been sore since i fell off my bike", "wrist pain"),
        ("ugh my neck has been aching since the long drive", "neck pain"),
        # signed off sick
        ("the doctor signed me off for a month with stress", "sick leave stress"),
        ("i got signed off work with depression on friday", "sick leave depression"),
        # a diet kept for a stretch
        ("doing an elimination diet for 8 weeks to find what sets off my eczema", "elimination"),
        ("on low carb for three months now, doctor's orders", "low carb diet"),
        # medication just started
        ("started antidepressants on monday, feeling a bit weird", "starting antidepressants"),
        ("just started on insulin and the injections scare me", "starting insulin"),
    ],
)
def test_health_situations_are_context(text: str, words: str) -> None:
    assert_finds(text, CONTEXT, words)


@pytest.mark.parametrize(
    "text",
    [
        "my dad had cancer when i was a kid",  # history
        "my nan had dementia, she passed away in 2019",  # ended by a death
        "He was diagnosed with cancer",  # whose is unknown
        "my head hurts after all that wine",  # a passing ache
        "what if my knee starts hurting halfway through the race?",  # hypothetical
        "my friend's dad has alzheimer's",  # not the user's household
        "my brother had the flu last week",  # an illness that passes
        "i want to look after my dog better",  # a wish, nothing rearranged
        "my sister quit her job to look after my mum",  # the sister cares, not the user
        "i've been vegetarian for 10 years",  # a diet for good: who one is
        "the doctor signed him off with a bad back",  # someone else's leave
        "my back is killing me",  # no start: a lasting condition or a passing ache
        "my dad's back is killing him after gardening",  # someone else's pain
        "his knee is swollen after the match",  # someone else's pain
        "my elbow is sore after long shifts on the till",  # a strain kept up
        "my back is sore from sitting all day",  # a strain kept up
    ],
)
def test_health_lookalikes_give_no_context(text: str) -> None:
    assert_nothing(text, CONTEXT)
