"""Held-out set 47: Music, crafts and learning for its own sake.

Adult beginners on the cello, bassoon and guitar, choir altos, knitters, potters, woodturners,
club chess players, backyard astronomers, night-class linguists and the parents, partners and
grandparents around them, asking a chat assistant for practical help with their hobby.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: run-on messages with
   several facts and a request, lowercase without apostrophes, typos, emoji and filler
   ("lol", "ngl", "tbh"), sarcasm, code-switching (Portuguese, Japanese, Italian, Welsh,
   German), facts given as the reason for a question, short fragment answers, a voice-typed
   message without punctuation, a "sorry i meant" correction, a pasted Python traceback,
   a story request, a hypothetical career wish, text handed over to proofread and to
   translate, statements about friends, and a few formal writers.
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   38% of the user turns state nothing durable about the user and carry no label. 5
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "an adult beginner cellist who is a ward nurse and fits practice around shift work",
    "a community choir alto with asthma preparing for a spring concert, wants short answers",
    "an elderly knitter with arthritis making a christening shawl for a great-grandson",
    "a retired electrician building a workbench in his garage from green ash",
    "a pottery night-class student whose pots cracked last term, planning a set of mugs",
    "an online blitz chess player nervous about a first over-the-board tournament",
    "a backyard astronomer moving into astrophotography before a dark-sky trip",
    "an English speaker in a weekly Portuguese tandem, code-switching, partner's family",
    "a 52-year-old returning to piano after decades away, wants bullet points",
    "a self-taught guitarist pasting a Python traceback from a home-made tuner app",
    "a user asking for a story about a ukulele-playing grandfather (facts are fiction)",
    "a quilting-guild newsletter editor handing over text to proofread",
    "a bassist who has left his band and wants to go solo with a looper (stored band)",
    "a teacher whose dog has just been put down, wanting to needle-felt a keepsake",
    "a newly retired accountant starting an evening Spanish class (stored employer)",
    "a hearing mother learning BSL at night school for her deaf toddler",
    "a parent whose daughter wants to quit violin; a friend's opinion is quoted",
    "a Japanese learner who attends a monthly calligraphy class, mixing in Japanese",
    "a covers-band drummer voice-typing while driving about a wedding gig",
    "an adult wind-instrument beginner who corrects which instrument they meant",
    "a formal retired mathematics professor learning Welsh in Aberystwyth",
    "a crocheter whose amigurumi Etsy shop blew up, with a day job in a call centre",
    "an astronomy society member giving a first public talk, with a stammer",
    "a user spinning a hypothetical about becoming a jazz pianist in New Orleans",
    "a woodturner who was hurt when a bowl blank flew off the lathe",
    "a night-class Italian learner planning a birthday trip to Bologna, vegetarian",
    "an adult child playing chess with a father who has dementia in a care home",
    "a singer back to lessons after vocal nodules and voice therapy",
    "a woman just split from her boyfriend setting up a pottery corner (stored partner)",
    "a barista who moved from Bristol to Glasgow for a stained-glass apprenticeship",
    "a German learner asking for a letter to a pen pal to be translated",
)

HOLDOUT47: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hi! 41 yo complete beginner on cello here lol. started lessons in january with "
                "a teacher who comes to my house. my bow keeps skidding on the a string and sounds "
                "like a dying cat, what am i doing wrong",
                [("identity", "41"), ("context", "cello")],
            ),
            (
                A,
                "Skidding usually comes from too little rosin, too little arm weight, or the bow "
                "drifting toward the fingerboard. Is your rosin new?",
                [],
            ),
            (
                U,
                "rosin yes, new cake. i only get to practise like 20 min a day bc im a nurse on a "
                "cardiac ward and the shifts are brutal",
                [("identity", "nurse")],
            ),
            (
                A,
                "Twenty focused minutes is plenty. Try open-string long bows at the balance point "
                "and keep the contact point halfway between bridge and fingerboard.",
                [],
            ),
            (
                U,
                "next week is nights all week so the cello is gonna sit in the corner crying 😭 any "
                "silent practice ideas",
                [("activity", "night")],
            ),
            (
                A,
                "A practice mute helps, and you can do left-hand finger patterns on the neck "
                "without bowing, or listen to your pieces while following the score.",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "Im in a community choir (second alto) and we have our spring concert on 14 may, "
                "faure requiem. problem is my asthma flares whenever we do long phrases. any "
                "breathing tips that wont make me look weird in rehearsal",
                [("identity", "choir"), ("activity", "concert"), ("identity", "asthma")],
            ),
            (
                A,
                "Plan your breaths with the section so you can stagger them, and practise slow "
                "low-belly inhalations. Do talk to your GP about using your reliever before "
                "rehearsals.",
                [],
            ),
            (U, "would doing lip trills before help or is that a myth", []),
            (
                A,
                "Not a myth: lip trills warm up the breath support gently and are a good start.",
                [],
            ),
            (
                U,
                "ok. also pls keep it short from now on, i read these on the bus lol",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "Good afternoon. I have been knitting for over fifty years but the arthritis in my "
                "hands has got much worse this winter. Are there needles that are kinder to the "
                "joints?",
                [("identity", "knitting"), ("identity", "arthritis")],
            ),
            (
                A,
                "Many knitters with arthritis find square needles or lightweight bamboo and "
                "birch easier. Larger sizes and circular needles also take weight off the wrists.",
                [],
            ),
            (
                U,
                "Thank you. I am making a christening shawl for my first great-grandson, Alfie, "
                "who is due in August.",
                [("context", "shawl"), ("identity", "alfie")],
            ),
            (
                A,
                "What a lovely project. What weight of yarn and needle size is the pattern?",
                [],
            ),
            (U, "Lace weight, 3.25mm. Is that too fine for my hands, do you think?", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "retired sparky here, 30 yrs on the tools, now i spend most days in the garage "
                "doing woodwork. building a proper roubo style workbench out of ash. question: "
                "drawbore pins, how much offset",
                [("identity", "electrician"), ("identity", "woodwork"), ("context", "workbench")],
            ),
            (
                A,
                "For a roubo, an offset of about 2mm (3/32in) is typical; more risks splitting "
                "the tenon.",
                [],
            ),
            (
                U,
                "2mm ok. wood is quite green tho, got it from a little sawmill near us in "
                "shropshire",
                [("identity", "shropshire")],
            ),
            (
                A,
                "Green ash will shrink as it dries, so keep the offset modest and let the top "
                "acclimatise before flattening it.",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "so i do a pottery night class at the college on wednesdays and last term half my "
                "pots cracked in the bisque firing. teacher said it was cos i left the bases too "
                "thick and didnt dry them slow enough, lesson learned lol. this term i want to make "
                "a set of 4 mugs, how thick should the walls be",
                [("identity", "pottery"), ("experience", "crack"), ("context", "mug")],
            ),
            (
                A,
                "Aim for roughly 5-6mm walls and a base no thicker than the walls. What clay "
                "body and firing temperature does the class use?",
                [],
            ),
            (U, "stoneware, and we fire to cone 6 i think", []),
            (
                A,
                "Then 5mm walls are fine. Dry slowly under plastic for the first couple of days.",
                [],
            ),
            (U, "what about handles, mine always fall off 🙃", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "im 17 and i play blitz on lichess most nights (around 1450) and im doing my first over the "
                "board tournament on saturday the 8th. nervous af. how do i not blunder under a "
                "real clock",
                [("identity", "17"), ("identity", "lichess"), ("activity", "tournament")],
            ),
            (A, "What time control is the tournament?", []),
            (U, "classical, 90+30", []),
            (
                A,
                "With that much time, build a blunder check: before each move, look at every "
                "check, capture and threat for both sides.",
                [],
            ),
            (
                U,
                "my mate dan says i should just play the london every game as white, is he right "
                "or is that lazy",
                [],
            ),
            (
                A,
                "It's a practical choice for a first event: one solid system saves energy. Dan "
                "isn't wrong.",
                [],
            ),
            (
                U,
                "lol fair. i hate the london tho its soooo boring",
                [("preference", "london")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "Ive been into astronomy for about three years, mostly visual with an 8 inch dob, "
                "and i just bought a ZWO camera to get into astrophotography. which filters for "
                "the orion nebula from a bortle 7 back garden",
                [("identity", "astronomy"), ("context", "astrophotography")],
            ),
            (
                A,
                "From Bortle 7, a dual-band or UHC-type filter will help most on emission "
                "nebulae like M42. Note a dob needs tracking for long exposures.",
                [],
            ),
            (
                U,
                "yeah ill do short stacks. we're going to galloway dark sky park for a week in "
                "october half term so i want to be ready by then",
                [("activity", "galloway")],
            ),
            (
                A,
                "Under Galloway's dark skies you could skip the filter for broadband targets.",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "oi! i do a tandem every tuesday with a guy from recife, i help him with english "
                "and he helps me with my portuguese. ele disse que meu sotaque é muito lisboeta "
                "lol because i learned on a european portuguese app. how do i sound more brazilian",
                [("context", "portuguese")],
            ),
            (
                A,
                "Are you aiming for Brazilian Portuguese long-term? If so, open your vowels, "
                "pronounce final unstressed 'e' as 'i', and 'de/te' as 'dji/tchi'.",
                [],
            ),
            (
                U,
                "brazilian for sure, my partners family is from salvador and we're visiting them "
                "at christmas",
                [("identity", "partner"), ("activity", "salvador")],
            ),
            (
                A,
                "Then Bahian accents will be a fun bonus. Listen to podcasts from Salvador.",
                [],
            ),
            (U, "valeu!! 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "I played piano to grade 6 as a child, stopped at 16, and I'm 52 now and back at "
                "it. Please just give me bullet points, no essays. How do I get my sight-reading "
                "back?",
                [("identity", "52"), ("context", "piano"), ("preference", "bullet")],
            ),
            (
                A,
                "- Read something new every day, well below your level\n- Keep going, don't "
                "stop for mistakes\n- Look ahead one beat\nWhat are you playing now?",
                [],
            ),
            (
                U,
                "Chopin nocturnes mostly, I adore them. Can't stand Liszt, though.",
                [("preference", "chopin"), ("preference", "liszt")],
            ),
            (
                A,
                "- Try easier Chopin mazurkas for reading\n- Schumann's Album for the Young",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "making a little guitar tuner app in python for myself, getting this:\n\n"
                "Traceback (most recent call last):\n"
                '  File "tuner.py", line 14, in <module>\n'
                "    freqs = np.fft.rfftfreq(len(block), 1 / RATE)\n"
                "NameError: name 'RATE' is not defined\n\n"
                "wat do i do",
                [("context", "tuner")],
            ),
            (
                A,
                "RATE isn't defined before line 14. Define it (e.g. RATE = 44100) or use the "
                "name you gave the sample rate.",
                [],
            ),
            (U, "oh lol i called it SAMPLE_RATE at the top. fixed", []),
            (A, "Great. Does it detect pitch correctly now?", []),
            (U, "now it thinks my low e is 41hz instead of 82 lol", []),
            (
                A,
                "That's an octave error; the fundamental is weak on low strings. Try a harmonic "
                "product spectrum or autocorrelation.",
                [],
            ),
            (
                U,
                "makes sense. ive only been playing guitar since lockdown so i wanted something to "
                "keep me in tune w/o my phone",
                [("identity", "guitar")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "can you write a short story about an old man who learns the ukulele to play at "
                "his granddaughters wedding in cornwall? make him a retired fisherman called bert",
                [],
            ),
            (
                A,
                "Bert had hauled nets off Newlyn for forty years, but the four little strings "
                "defeated him...",
                [],
            ),
            (
                U,
                "aw i love it. my grandad actually did something like that, he learned the fiddle "
                "at 70",
                [("identity", "grandad")],
            ),
            (A, "That's wonderful. Would you like any changes to the story?", []),
            (U, "can you make bert grumpier", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "i edit the newsletter for my quilting guild, could you proofread this months "
                "bit pls:\n\n"
                '"Our June meeting will be held at St Marks Hall on 12th june. Margaret Hill will '
                "demonstrate english paper piecing, and we welcome our newest member Priya, who "
                'has just moved to Harrogate from Leicester. Dont forget subs are due!"',
                [("identity", "quilting")],
            ),
            (
                A,
                "\"Our June meeting will be held at St Mark's Hall on 12 June. Margaret Hill will "
                'demonstrate English paper piecing..."',
                [],
            ),
            (U, "brill ty, can u make it sound a bit warmer", []),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        existing=[
            ("m1", "Lives in Cardiff", "personal"),
            ("m2", "Plays bass in a band called The Low Tides", "personal"),
        ],
        turns=[
            (
                U,
                "so i left the low tides last month, creative differences aka the drummer is a "
                "nightmare 🙄 thinking of doing solo stuff with a looper pedal instead. which "
                "looper is good for bass",
                [("retract", "low tides"), ("context", "solo")],
            ),
            (A, "What's your budget?", []),
            (
                U,
                "like 150 quid max, moneys tight since i got made redundant in may",
                [("experience", "redundant")],
            ),
            (
                A,
                "The Boss RC-5 or TC Electronic Ditto X2 both handle bass frequencies well in "
                "that range.",
                [],
            ),
            (U, "ok boss rc-5 it is", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        existing=[
            ("m1", "Has a dog called Pepper", "personal"),
            ("m2", "Works as a primary school teacher", "professional"),
        ],
        turns=[
            (
                U,
                "we had to have pepper put down on saturday. she was 14. i want to needle felt a "
                "little model of her from her fur that i saved, is that even possible",
                [("retract", "pepper"), ("experience", "pepper"), ("context", "felt")],
            ),
            (
                A,
                "I'm so sorry about Pepper. Yes, dog fur can be needle felted, usually over a "
                "wool core. What did she look like?",
                [],
            ),
            (U, "border collie, black and white", []),
            (
                A,
                "Use a white wool core and felt her own fur over it for the markings.",
                [],
            ),
            (U, "thank you, that means a lot ❤️", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        existing=[
            ("m1", "Works as an accountant at Hartley & Co", "professional"),
            ("m2", "Lives in Norwich", "personal"),
        ],
        turns=[
            (
                U,
                "Good morning. I retired from Hartley & Co at the end of March after 31 years, "
                "and I have enrolled in an evening class in Spanish at the adult education centre, "
                "starting in September. I should like to get a head start. Where should a complete "
                "beginner begin?",
                [("retract", "hartley"), ("identity", "retired"), ("context", "spanish")],
            ),
            (
                A,
                "Congratulations on your retirement. Do you want European or Latin American "
                "Spanish? It affects which course I'd suggest.",
                [],
            ),
            (
                U,
                "Latin American, as my wife and I intend to spend next winter in Mexico.",
                [("identity", "wife"), ("activity", "mexico")],
            ),
            (
                A,
                "Then try 'Mexican Spanish' podcasts and a course such as Language Transfer.",
                [],
            ),
            (U, "Most helpful, thank you.", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "my son is 3 and profoundly deaf, we found out last year. im doing BSL level 1 at "
                "night school and honestly its the hardest thing ive ever done but i love it. how "
                "can i practise at home when hes asleep and my husband works late",
                [("identity", "son"), ("context", "bsl"), ("identity", "husband")],
            ),
            (
                A,
                "Sign along to BSL videos, practise fingerspelling with an app, and narrate your "
                "day in sign in front of a mirror.",
                [],
            ),
            (U, "yeah we use the signature app already", []),
            (A, "Great. Would you like ideas for signing games to play with him?", []),
            (
                U,
                "his name is oscar btw, can you suggest a name sign idea for him",
                [("identity", "oscar")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "my daughter (9) wants to quit violin after 2 years and i dont know whether to "
                "let her. my friend sarah says she made her kids stick at it till grade 5 and they "
                "thank her now. thoughts?",
                [("identity", "daughter")],
            ),
            (A, "Do you know why she wants to stop?", []),
            (U, "she says its boring and she wants to do drums instead 😂", []),
            (
                A,
                "Wanting a different instrument isn't quitting music. Maybe a trial term of drums?",
                [],
            ),
            (
                U,
                "true. i played clarinet as a kid and quit at 12 and i kinda regret it tbh",
                [("experience", "clarinet")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "日本語の勉強を始めて2年目です! i also go to a japanese calligraphy class with a "
                "sensei in our town once a month. can you explain the stroke order for 永",
                [("context", "japanese"), ("identity", "calligraphy")],
            ),
            (
                A,
                "永 has five strokes and contains the eight basic brush movements: dot, "
                "horizontal, vertical with hook...",
                [],
            ),
            (U, "ありがとう! also whats the difference between kaisho and gyosho", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "ok so im driving so this is voice typing sorry i play drums in a covers band we "
                "do pubs and weddings mostly and weve got a wedding gig on the 21st where the "
                "couple want a swing version of mr brightside how would i even groove that",
                [("identity", "drum"), ("activity", "wedding")],
            ),
            (
                A,
                "Please read this later, not while driving! Think shuffle: ride-cymbal swing "
                "pattern, feathered kick, hi-hat on 2 and 4. What's the rest of the line-up?",
                [],
            ),
            (
                U,
                "yeah we have keys and bass no horns. i also teach drums to kids on saturday "
                "mornings if that helps explain anything lol",
                [("identity", "teach")],
            ),
            (
                A,
                "Then the keys can take the stabs a horn section would play.",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "how long does it take to learn the oboe as an adult, im 35 and only took it up in "
                "february",
                [("identity", "35")],
            ),
            (
                A,
                "The oboe is demanding, but with daily practice most adults play simple tunes "
                "within a year.",
                [],
            ),
            (
                U,
                "sorry i meant bassoon not oboe lol, i always mix them up, the big one",
                [("context", "bassoon")],
            ),
            (
                A,
                "The bassoon is similar in difficulty; expect a year to feel comfortable in the "
                "lower register.",
                [],
            ),
            (
                U,
                "the fingering for f sharp is killing me and my teacher wants it clean for my "
                "grade 3 exam in july",
                [("activity", "exam")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "I am a retired professor of mathematics, now living in Aberystwyth, and I have "
                "begun learning Welsh in earnest so that I may converse with my neighbours. I "
                "confess I have no patience for phrasebooks; I want the grammar laid out "
                "systematically. Could you recommend a suitable reference?",
                [
                    ("identity", "professor"),
                    ("identity", "aberystwyth"),
                    ("context", "welsh"),
                    ("preference", "phrasebook"),
                ],
            ),
            (
                A,
                "Gareth King's 'Modern Welsh: A Comprehensive Grammar' would suit you well.",
                [],
            ),
            (
                U,
                "I also play the harpsichord in a small baroque ensemble that meets fortnightly, "
                "should that be of any relevance to the pronunciation of sung texts.",
                [("identity", "harpsichord")],
            ),
            (
                A,
                "Welsh is largely phonetic, which helps singers; I can outline the vowel values.",
                [],
            ),
            (U, "Diolch yn fawr.", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "ngl my crochet has turned into a side hustle, i sell amigurumi frogs on etsy 🐸 "
                "and a tiktok blew up so now i have 60 orders. how do i price so im not working "
                "for 2p an hour",
                [("identity", "crochet"), ("context", "etsy")],
            ),
            (A, "How long does each frog take, and what do materials cost?", []),
            (U, "each frog takes me like 3 hrs and yarn is about £2.50", []),
            (
                A,
                "At even £8 an hour that's £24 plus materials and fees, so around £28.",
                [],
            ),
            (
                U,
                "oh great, love that for me. i also have a full time job in a call centre so i "
                "cant do more than 10 a week anyway",
                [("identity", "call centre")],
            ),
            (
                A,
                "Then set a waiting list or close orders when you hit ten a week.",
                [],
            ),
            (U, "ok £28 feels scary but ill try it", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "im giving a 10 minute talk on jupiters moons at our astronomy society meeting "
                "next thursday, first time ever speaking in public. can you help me structure it",
                [("activity", "talk"), ("identity", "astronomy")],
            ),
            (
                A,
                "Try: a hook (Galileo's 1610 sketches), one slide per Galilean moon, then what "
                "members can see tonight. Who's the audience?",
                [],
            ),
            (U, "mostly retired guys who know way more than me lol", []),
            (
                A,
                "Then lean on the story and your own observations rather than the raw numbers.",
                [],
            ),
            (
                U,
                "i have a stammer that gets worse when im nervous, any tips",
                [("identity", "stammer")],
            ),
            (
                A,
                "Pause deliberately between sections, and consider telling the room at the start; "
                "it often takes the pressure off.",
                [],
            ),
            (U, "thanks, thats really kind", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "if i could quit my job tomorrow and become a jazz pianist in new orleans what "
                "would my first year look like? like realistically",
                [],
            ),
            (
                A,
                "Realistically: jam sessions most nights, low-paid brunch gigs, lots of learning "
                "standards by ear...",
                [],
            ),
            (
                U,
                "lol dream on right. i work in insurance claims and i know like 4 chords",
                [("identity", "insurance")],
            ),
            (A, "Everyone starts somewhere!", []),
            (U, "ok but say i did, which city is better for jazz, new orleans or chicago", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "ive been doing woodturning for a couple of years and last month a bowl blank "
                "exploded off the lathe and hit me in the face, 6 stitches and a black eye. im "
                "fine now but ive learned to always stand out of the firing line and check blanks "
                "for cracks first. anyway ive ordered a full face shield, which one is best rated",
                [("identity", "woodturning"), ("experience", "lathe")],
            ),
            (
                A,
                "Glad you're OK. Look for an EN166 'B' impact rating. Powered respirator shields "
                "like the Trend Airshield Pro also filter dust. What's your budget?",
                [],
            ),
            (U, "budget isnt really an issue after that lol", []),
            (A, "Then the Airshield Pro is a strong choice.", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "ciao! faccio un corso serale di italiano, livello A2. were going to bologna for a "
                "week next month for my 40th 🎉 can you give me some phrases for ordering food that "
                "dont make me sound like a tourist",
                [("context", "italian"), ("activity", "bologna"), ("identity", "40")],
            ),
            (
                A,
                "Try 'Per me, le tagliatelle al ragù' or 'Cosa ci consiglia?'. Buon compleanno!",
                [],
            ),
            (
                U,
                "im veggie btw so no ragù for me 😭 and lactose intolerant so go easy on the "
                "parmigiano lol",
                [("identity", "veg"), ("identity", "lactose")],
            ),
            (
                A,
                "Then ask 'C'è qualcosa di vegetariano?' and try tortelloni di ricotta.",
                [],
            ),
            (U, "perfetto grazie", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "my dad has early stage dementia and he was a strong club chess player back in "
                "the day. we play every sunday when i visit him at his care home. i want to keep "
                "it fun for him as he forgets openings now, any ideas",
                [("identity", "dementia"), ("identity", "chess")],
            ),
            (
                A,
                "Try starting from set endgame positions, or Chess960 so openings don't matter. "
                "What parts does he still enjoy?",
                [],
            ),
            (U, "yeah he still loves endgames weirdly", []),
            (A, "Then endgame puzzles could be the centrepiece.", []),
            (U, "fischer random is a great idea actually, he'd hate it at first tho lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "i had vocal nodules diagnosed in march and did 3 months of voice therapy, no "
                "surgery thank god. starting singing lessons again next week but im terrified of "
                "wrecking it. what should i tell the new teacher",
                [("context", "nodules"), ("activity", "lesson")],
            ),
            (
                A,
                "Tell them about the diagnosis, the therapy and any exercises your therapist gave "
                "you. What style do you sing?",
                [],
            ),
            (
                U,
                "mostly musical theatre, i love sondheim",
                [("preference", "sondheim")],
            ),
            (
                A,
                "Sondheim is wordy rather than belty, which is kinder on recovering folds.",
                [],
            ),
            (
                U,
                "ok will do. tbh the real problem is i teach year 6 so my voice gets hammered all "
                "day",
                [("identity", "teach")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        existing=[
            ("m1", "In a relationship with Tom", "relationship"),
            ("m2", "Lives in Leeds", "personal"),
        ],
        turns=[
            (
                U,
                "tom and i broke up in june so ive just moved into a flat in headingley on my own, "
                "which is fine honestly. i want to set up a little pottery corner in the spare "
                "room, can i have a wheel upstairs or will the neighbours kill me",
                [("retract", "tom"), ("identity", "headingley"), ("context", "pottery")],
            ),
            (A, "It depends on the floor. What kind of building is it?", []),
            (U, "its a 2nd floor flat with wooden floors", []),
            (
                A,
                "A wheel on wooden floors will transmit vibration; consider handbuilding, or a "
                "rubber mat under a quiet wheel.",
                [],
            ),
            (
                U,
                "ill probably just do handbuilding for now then, i did a taster day at a studio in "
                "chapel allerton and loved it",
                [("experience", "taster")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        existing=[
            ("m1", "Lives in Bristol", "personal"),
            ("m2", "Works as a barista at Small Street Espresso", "professional"),
        ],
        turns=[
            (
                U,
                "hiya! new city new me lol, just moved up to glasgow for an apprenticeship at a "
                "stained glass studio, so goodbye coffee machine. my first proper panel is a "
                "thistle for my mum, how do i stop the lead came buckling",
                [
                    ("retract", "bristol"),
                    ("retract", "barista"),
                    ("identity", "glasgow"),
                    ("identity", "apprentice"),
                    ("context", "thistle"),
                ],
            ),
            (
                A,
                "Stretch the came before use and support it with horseshoe nails while you "
                "build. Are you using lead or copper foil?",
                [],
            ),
            (U, "lead, 6mm h came", []),
            (A, "Then stretching it by about 5% will stop most buckling.", []),
            (U, "haha my boss said the exact same thing", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "can u translate this into simple german (im only about A2 so nothing fancy) its "
                "for my pen pal in hamburg:\n\n"
                '"Hi Lena! Last weekend I went to a concert in London and I have started learning '
                "the saxophone. My sister just got married and we have a new puppy called "
                'Mochi."',
                [("context", "german")],
            ),
            (
                A,
                '"Hallo Lena! Letztes Wochenende war ich auf einem Konzert in London und ich '
                "habe angefangen, Saxophon zu lernen. Meine Schwester hat gerade geheiratet und "
                'wir haben einen neuen Welpen namens Mochi."',
                [],
            ),
            (U, "danke! what does welpe mean again lol", []),
        ],
    ),
]
