"""Held-out set 11 of real-chat text for the rule-based extractor.

How it was written (and kept independent of the patterns):

1. Its own list of situations first (below, `SITUATIONS`), invented for this set: other
   people, occupations, cities on other continents, hobbies, health, pets, languages and
   events than the corpus and set 10, chosen from what people tell a chat assistant, not
   from what the patterns could match. The extractor and its patterns were not read while
   writing it.
2. For each situation, the user's turns as a person would type them: long paragraphs with
   several facts and a question, fragments answering the assistant, lowercase without
   apostrophes, typos, emoji and filler, sarcasm, wishes, role-play, a forwarded email and
   a message to translate, a code snippet, French and Japanese fragments, statements about
   bosses and neighbours, retractions and changes of stored identity memories.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?", with the words a careful English title would surely contain.
   Roughly a third of the user turns state nothing durable about the user and carry no label.
4. Committed before it was measured; it is never edited to fit the extractor. A label the
   extractor misses stays a miss.

Format and label rules as in `realchat_corpus`.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a choir conductor in Montevideo writing one long paragraph with a concert and a question",
    "a long-haul truck driver in Western Australia, lowercase without apostrophes",
    "a midwife in Accra answering the assistant in fragments",
    "a game designer in Montreal pasting a C# snippet",
    "a retired postman in Sapporo mixing Japanese and English",
    "a sarcastic traveller on hold with an airline",
    "someone asking to play chess against a pretend grandmaster",
    "a baker in Dakar writing in French and English",
    "a software tester whose job, dog and diet changed (existing memories)",
    "ADHD, asthma and lactose intolerance mentioned in passing",
    "a rescue greyhound and a ferret",
    "an Amharic speaker in Addis Ababa learning Mandarin for work",
    "a paralegal studying law at night in Manila",
    "a forwarded HR email and a message from an aunt to translate",
    "wishes about lotteries and other lives",
    "complaints about a boss and a neighbour",
    "casual preferences about spelling, apologies and code-first answers",
    "small talk with nothing to keep",
    "exams and school meetings with leading time phrases",
    "a park ranger listing facts in one breath",
    "lessons from a broken wrist abroad and a contractor",
    "a bungalow renovation, a layoff and a novel",
    "a wedding abroad in the autumn",
    "a typo-heavy gym beginner",
    "a chemistry teacher in São Paulo who plays saxophone in a band",
)

HOLDOUT11: list[Conversation] = [
    Conversation(
        "choir conductor in Montevideo, one long paragraph",
        [
            (
                U,
                "Hi! Long story short, I conduct a community choir in Montevideo, about forty "
                "singers, most of them retired, and we've been invited to sing at the Teatro "
                "Solís on the 24th of August which is huge for us. I also teach piano privately "
                "in the afternoons to pay the bills. The problem is half my tenors can't read "
                "music, so I'm looking for a way to make learning tracks for each voice part "
                "without spending a fortune. What would you use?",
                [
                    ("identity", "choir"),
                    ("identity", "montevideo"),
                    ("activity", "teatro"),
                    ("identity", "piano"),
                ],
            ),
            (A, "MuseScore is free and can export each part as audio.", []),
            (U, "ooh free is good. does it do spanish lyrics", []),
        ],
    ),
    Conversation(
        "truck driver in Western Australia, lowercase",
        [
            (U, "im a truckie, mostly perth to port hedland runs", [("identity", "truck")]),
            (U, "my 2 kelpies ride with me, best co drivers lol", [("identity", "kelpie")]),
            (U, "whats the rule on how many hrs i can drive in a row in WA", []),
            (A, "Under WA fatigue rules, solo drivers need a 7-hour break in 24 hours.", []),
            (
                U,
                "got my heavy combination licence test on the 2nd, been putting it off for ages",
                [("activity", "test")],
            ),
        ],
    ),
    Conversation(
        "midwife in Accra, fragments",
        [
            (A, "What kind of work do you do?", []),
            (U, "midwife", [("identity", "midwife")]),
            (A, "Where do you work?", []),
            (U, "korle bu, accra", [("identity", "accra")]),
            (A, "How long have you been doing it?", []),
            (U, "11 yrs", []),
            (A, "Anything coming up you'd like help planning for?", []),
            (
                U,
                "night shifts all next week, need meal prep ideas",
                [("activity", "night shift")],
            ),
        ],
    ),
    Conversation(
        "game designer in Montreal, C# snippet",
        [
            (
                U,
                "I'm a game designer at a small indie studio in Montreal, we use Unity",
                [("identity", "game designer"), ("identity", "montreal")],
            ),
            (
                U,
                "why does my jump feel floaty\n```csharp\nvoid FixedUpdate() {\n"
                "    if (Input.GetKeyDown(KeyCode.Space))\n"
                "        rb.AddForce(Vector3.up * jumpForce);\n}\n```",
                [],
            ),
            (A, "Reading input in FixedUpdate misses key presses; read it in Update.", []),
            (
                U,
                "also we ship our first game on Steam in March, so I'm in crunch already lol",
                [("activity", "steam")],
            ),
        ],
    ),
    Conversation(
        "retired postman in Sapporo, Japanese and English",
        [
            (
                U,
                "こんにちは. I am retired postman, 40 years delivering letters in Sapporo",
                [("identity", "postman"), ("identity", "sapporo")],
            ),
            (
                U,
                "now I write haiku every morning. 毎朝です",
                [("identity", "haiku")],
            ),
            (
                U,
                "please check my haiku: 'snow on the mailbox / no letters come anymore / crow on the wire'",
                [],
            ),
            (A, "It's lovely. The crow gives a strong final image.", []),
            (
                U,
                "ありがとう. please answer in simple English, my English is not so good",
                [("preference", "simple english")],
            ),
        ],
    ),
    Conversation(
        "sarcastic traveller",
        [
            (
                U,
                "wow, hour three on hold with the airline, this is exactly how i wanted to spend "
                "my day off",
                [],
            ),
            (A, "That sounds painful. What's the issue?", []),
            (
                U,
                "they cancelled my flight to Bogotá on the 12th and the 'rebooking' is for the "
                "15th. amazing service",
                [("activity", "bogot")],
            ),
            (U, "can i get compensation for that or am i dreaming", []),
        ],
    ),
    Conversation(
        "chess role-play",
        [
            (U, "pretend you're a grumpy grandmaster and trash-talk me while we play", []),
            (A, "Fine. Your move, amateur. Don't waste my time.", []),
            (U, "e4", []),
            (
                U,
                "lol. i actually play in a chess club every tuesday, rated like 1400",
                [("identity", "chess")],
            ),
        ],
    ),
    Conversation(
        "baker in Dakar, French and English",
        [
            (
                U,
                "bonjour! je suis boulanger à Dakar, j'ai ma propre boulangerie depuis 2019",
                [("identity", "baker"), ("identity", "dakar")],
            ),
            (
                U,
                "can you help me write an Instagram post for our new croissant au bissap",
                [],
            ),
            (A, "Sure! Here are three short captions.", []),
            (
                U,
                "ma femme fait la comptabilité, she wants a simple excel template for daily sales",
                [("identity", "wife")],
            ),
        ],
    ),
    Conversation(
        "software tester: job, dog and diet changed",
        [
            (
                U,
                "so I got laid off from Infosys on friday. 3 years and a 15 min zoom call",
                [("retract", "infosys")],
            ),
            (
                U,
                "and Bruno died last month, he was 14, house is so quiet now",
                [("retract", "bruno")],
            ),
            (A, "I'm so sorry about Bruno and about the job.", []),
            (
                U,
                "thanks. oh and i eat fish again now, so not really vegetarian anymore",
                [("retract", "vegetarian")],
            ),
            (U, "anyway. how do i explain a layoff in an interview", [("context", "job")]),
        ],
        existing=[
            ("t1", "Works as a software tester at Infosys", "professional"),
            ("t2", "Has a dog named Bruno", "personal"),
            ("t3", "Is vegetarian", "personal"),
        ],
    ),
    Conversation(
        "ADHD, asthma, lactose",
        [
            (
                U,
                "i have adhd so pls break things into small numbered steps or i zone out",
                [("identity", "adhd"), ("preference", "steps")],
            ),
            (U, "how do i descale my espresso machine", []),
            (A, "1. Empty the tank. 2. Mix descaler with water. 3. Run it through.", []),
            (
                U,
                "perfect. unrelated but whats a good running warmup for someone with asthma, "
                "i always start wheezing in the first km",
                [("identity", "asthma")],
            ),
            (
                U,
                "oh and no protein shakes with milk, im lactose intolerant",
                [("identity", "lactose")],
            ),
        ],
    ),
    Conversation(
        "greyhound and ferret",
        [
            (
                U,
                "we adopted a retired racing greyhound called Biscuit two weeks ago!!",
                [("identity", "greyhound")],
            ),
            (U, "he's scared of the stairs, how do we help him", []),
            (A, "Go slowly with treats, one step at a time.", []),
            (
                U,
                "the ferret is NOT impressed with him btw 😂",
                [("identity", "ferret")],
            ),
        ],
    ),
    Conversation(
        "Amharic speaker learning Mandarin",
        [
            (
                U,
                "I live in Addis Ababa and speak Amharic and Oromo. My company is starting a "
                "project with a Chinese partner, so I'm learning Mandarin at the Confucius "
                "Institute two evenings a week.",
                [
                    ("identity", "addis ababa"),
                    ("identity", "amharic"),
                    ("context", "mandarin"),
                ],
            ),
            (U, "tones are so hard. any tricks?", []),
        ],
    ),
    Conversation(
        "paralegal studying law at night",
        [
            (
                U,
                "im a paralegal at a firm in makati and i do my law degree at night, 2nd year",
                [("identity", "paralegal"), ("identity", "law")],
            ),
            (
                U,
                "bar review starts next year but first i have my civil law finals in 3 weeks",
                [("activity", "finals")],
            ),
            (U, "can u explain accion publiciana vs accion reivindicatoria", []),
        ],
    ),
    Conversation(
        "forwarded email and a message to translate",
        [
            (
                U,
                "can you make this sound less harsh before I forward it:\n"
                "---------- Forwarded message ----------\n"
                "From: HR\n"
                "Marcus, your request to relocate to the Singapore office has been denied. "
                "Your probation ends on 30 June.",
                [],
            ),
            (A, "Here's a gentler version that keeps the facts.", []),
            (
                U,
                "and what does my aunt mean by this: 'mija, me operan de la rodilla el martes, "
                "no le digas a tu abuela'",
                [],
            ),
        ],
    ),
    Conversation(
        "wishes",
        [
            (U, "if i won the lottery id move to Bali and never answer an email again", []),
            (U, "or become a pilot. suppose i were a pilot, how much would i earn", []),
            (
                U,
                "lol anyway back to reality, im a dental receptionist and its monday",
                [("identity", "dental receptionist")],
            ),
        ],
    ),
    Conversation(
        "boss and neighbour",
        [
            (
                U,
                "my boss microwaves fish in the office every single day, how do i bring it up",
                [],
            ),
            (U, "he also thinks he's a wine expert. he is not", []),
            (U, "and my neighbour just started breeding alpacas, so that's the soundtrack now", []),
        ],
    ),
    Conversation(
        "casual preferences",
        [
            (
                U,
                "pls use british spelling, colour not color",
                [("preference", "british")],
            ),
            (
                U,
                "and u dont need to apologise every time, its fine",
                [("preference", "apolog")],
            ),
            (
                U,
                "for coding questions give me the code first, explanation after if at all",
                [("preference", "code first")],
            ),
            (U, "how do i reverse a list in python", []),
        ],
    ),
    Conversation(
        "small talk",
        [
            (U, "haha good bot", []),
            (A, "Thanks! Anything else?", []),
            (U, "brb", []),
            (U, "back. what were we talking about", []),
        ],
    ),
    Conversation(
        "leading time phrases",
        [
            (
                U,
                "in two weeks im sitting CFA level 1 and my brain is soup",
                [("activity", "cfa")],
            ),
            (
                U,
                "tomorrow morning theres a parent teacher meeting for my son too",
                [("activity", "parent"), ("identity", "son")],
            ),
            (U, "give me a quick way to memorise the ethics standards", []),
        ],
    ),
    Conversation(
        "park ranger, one breath",
        [
            (
                U,
                "29, park ranger at Saguaro, single, live in Tucson, allergic to penicillin",
                [
                    ("identity", "29"),
                    ("identity", "ranger"),
                    ("identity", "single"),
                    ("identity", "tucson"),
                    ("identity", "penicillin"),
                ],
            ),
            (A, "Got it. How can I help?", []),
            (
                U,
                "need a packing list for a 3 day backcountry patrol in july",
                [("activity", "patrol")],
            ),
        ],
    ),
    Conversation(
        "lessons learned",
        [
            (
                U,
                "When I broke my wrist hiking in Peru I had no travel insurance and the bill was "
                "$4,000. I never travel without insurance now, even for a weekend.",
                [("experience", "insurance")],
            ),
            (
                U,
                "same with contractors, paid one cash up front for our fence and he vanished. "
                "written contract and stage payments only from now on",
                [("experience", "contract")],
            ),
        ],
    ),
    Conversation(
        "renovation, job hunt and a novel",
        [
            (
                U,
                "We're renovating a 1920s bungalow in Adelaide, currently ripping up the old "
                "lino in the kitchen",
                [("context", "bungalow"), ("identity", "adelaide")],
            ),
            (U, "is there asbestos in old lino?", []),
            (A, "It can be. Get a sample tested before you sand or break it.", []),
            (
                U,
                "meanwhile I'm also writing a fantasy novel on weekends, 60k words in",
                [("context", "novel")],
            ),
        ],
    ),
    Conversation(
        "wedding abroad",
        [
            (
                U,
                "my best friend is getting married in Oaxaca in October and I'm the maid of "
                "honour!!",
                [("activity", "wedding")],
            ),
            (U, "i need a speech that makes people cry but in a good way", []),
            (A, "What's a story that sums up your friendship?", []),
            (U, "we met in a hostel in Hanoi when she stole my towel lol", []),
        ],
    ),
    Conversation(
        "gym beginner, typos",
        [
            (
                U,
                "just strated going to the gym 3x a week, first time in my life at 45",
                [("context", "gym")],
            ),
            (
                U,
                "wats a good beginer program, no machines i hate them",
                [("preference", "machines")],
            ),
            (U, "also im vegan so protien is a struggle", [("identity", "vegan")]),
        ],
    ),
    Conversation(
        "chemistry teacher and saxophonist in São Paulo",
        [
            (
                U,
                "i teach chemistry at a high school in São Paulo",
                [("identity", "chemistry"), ("identity", "paulo")],
            ),
            (
                U,
                "and on weekends i play sax in a samba-jazz band with some old uni friends",
                [("identity", "sax")],
            ),
            (
                U,
                "we have a gig at a bar in Vila Madalena on the 1st, first one in months",
                [("activity", "gig")],
            ),
            (U, "can u suggest some warmups for long tones", []),
        ],
    ),
]
