"""Held-out set 51: Minds and habits.

Adults with ADHD, autism, anxiety or depression, people in recovery from alcohol, people in
therapy, insomniacs, habit trackers and productivity fans. They tell the assistant how it
should talk to them, give updates over several turns, and some facts change mid-conversation.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: run-on messages with
   several facts and a request, lowercase without apostrophes, typos, emoji and filler,
   sarcasm, code-switching into Spanish, German and French, facts given as the reason for a
   question, short fragment answers, a voice-typed message without punctuation, a "sorry i
   meant" correction, a pasted traceback, a story request and a role-play whose facts are
   fiction, a lottery wish, a letter handed over to proofread, statements about a colleague,
   a new medication and a relapse mid-conversation, and three formal writers.
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   35% of the user turns state nothing durable about the user and carry no label. 5
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a QA tester diagnosed with ADHD in their thirties who wants bullet points and starts "
    "a stimulant mid-conversation",
    "an autistic archive worker who asks for literal language and struggles with phone calls",
    "a person 200 days sober who goes to weekly meetings and has a family wedding coming up",
    "an insomniac on a CBT-I programme who works from home",
    "a habit-tracking fan with a Notion dashboard who wants tables",
    "a person with depression whose GP switches their antidepressant (stored medication "
    "taken back)",
    "an office worker with social anxiety doing exposure work set by a therapist",
    "a story request about a fictional man with ADHD, then a throwaway aside",
    "a letter asking for workplace adjustments handed over to proofread",
    "a parent voice-typing while driving after their son's autism diagnosis",
    "a burnt-out call-centre manager who corrects the city they typed",
    "a developer with ADHD building a habit tracker who pastes a traceback",
    "a doomscroller who dreams of quitting everything and recalls what once worked",
    "a team lead asking how to protect a colleague with OCD",
    "a formal retired schoolteacher, recently widowed, waking at 3am",
    "a Mexican-born respiratory therapist in Houston mixing Spanish and English",
    "a Viennese designer with a fresh ADHD diagnosis mixing German and English",
    "a Quebec teacher on sick leave for depression mixing French and English",
    "a line cook who relapses after 14 months sober (stored sobriety taken back)",
    "a runner sidelined by an Achilles injury who hates toxic positivity",
    "a paralegal who quits because of panic attacks and starts freelancing (stored job taken back)",
    "a person with seasonal depression who moved from Phoenix to Denver (stored city taken back)",
    "a person whose old beagle has just died (stored pet taken back)",
    "a sarcastic freelance copywriter fed up with productivity apps",
    "a freelance illustrator who works in pomodoros and needs music without vocals",
    "a vegetarian in Ireland whose mood crashed on keto",
    "an autistic firmware tester dreading a partner's office party",
    "an international pharmacy student with exam anxiety",
    "a warehouse worker moved onto night shifts who already sleeps badly",
    "a formal site engineer who meditates daily and whose mind races after a new job",
    "a role-play to rehearse a hard conversation with a landlord",
)

HOLDOUT51: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "ok so quick context, got diagnosed with adhd last year and im a qa tester at "
                "a fintech startup. my brain does NOT do long paragraphs so bullet points "
                "only pls. how do i stop losing 2 hrs to one jira ticket",
                [("identity", "adhd"), ("identity", "tester"), ("preference", "bullet")],
            ),
            (A, "- Timebox each ticket to 25 min\n- Write the next step before you stop", []),
            (U, "the timebox thing yes. i hyperfocus on the wrong stuff lol", []),
            (A, "- Put the one goal on a sticky note\n- Check it when the timer rings", []),
            (
                U,
                "update: started elvanse 2 days ago, 30mg. feels weird ngl, like my brain got "
                "quiet",
                [("identity", "elvanse")],
            ),
            (A, "- Quiet is a common early effect\n- Note sleep and appetite this week", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "I am autistic and I take words literally. Please do not use idioms, and do "
                "not write 'just' or 'simply'. Direct answers work best for me.",
                [("identity", "autistic"), ("preference", "idioms")],
            ),
            (A, "Understood. I will use plain, literal language. What do you need?", []),
            (
                U,
                "I work in a county records archive. My manager wants me to 'touch base' "
                "with donors by phone. Phone calls are very hard for me. What can I do "
                "instead?",
                [("identity", "archive"), ("preference", "phone")],
            ),
            (A, "You can ask to contact donors by email and offer to send a summary.", []),
            (U, "Email. Yes.", []),
            (A, "Do you want me to write the request to your manager?", []),
            (U, "Yes. Say it is a reasonable adjustment.", []),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "200 days sober today!!! 🎉🎉 nobody at work knows so ur getting the news lol",
                [("identity", "sober")],
            ),
            (A, "Congratulations, that is a big milestone. How are you feeling?", []),
            (
                U,
                "good?? got my chip at the thursday meeting. my sponsor keeps saying months "
                "6-12 are where ppl get cocky",
                [("identity", "meeting")],
            ),
            (A, "That matches what many people in recovery report. Any tricky dates ahead?", []),
            (
                U,
                "yeah my brothers wedding is in june and theres an open bar. how do i even "
                "handle that",
                [("activity", "wedding"), ("identity", "brother")],
            ),
            (A, "Plan an exit time, bring a drink you like, and tell one ally there.", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "chronic insomnia since like february, 4 hrs a night on a good night. doc put "
                "me on a cbt-i program, week 3 now and sleep restriction is BRUTAL",
                [("identity", "insomnia"), ("context", "cbt")],
            ),
            (A, "Week 3 is often the hardest part. What is your sleep window?", []),
            (U, "12:30 to 6. i keep wanting to nap at 3pm", []),
            (A, "Try a short walk or bright light at 3pm instead of a nap.", []),
            (
                U,
                "easier said than done when u wfh for an insurance company and the couch is "
                "RIGHT there lol",
                [("identity", "insurance")],
            ),
            (A, "Fair. Could you work from a different room in the afternoon?", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "i track 14 habits in notion (yes i know). can u help me design a weekly "
                "review template? tables > prose for me, always",
                [("identity", "notion"), ("preference", "tables")],
            ),
            (A, "Sure. Which habits are on the list?", []),
            (
                U,
                "5k run before work, 20 pages reading, no phone after 10, creatine, duolingo "
                "korean, journaling... thats the main ones",
                [("identity", "5k"), ("context", "korean")],
            ),
            (A, "| Habit | Mon | Tue | ... | Streak |", []),
            (U, "perfect. can the streak column show a 🔥", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        existing=[
            ("m1", "Takes sertraline for depression", "personal"),
            ("m2", "Works as a dental receptionist", "professional"),
        ],
        turns=[
            (
                U,
                "so my gp is taking me off sertraline, it flattened literally everything. "
                "starting fluoxetine on monday 🙃",
                [("retract", "sertraline"), ("identity", "fluoxetine")],
            ),
            (A, "That is a common switch. Did your GP give you a cross-taper plan?", []),
            (U, "yeah half dose for a week. is it normal to feel jittery at first", []),
            (A, "Some restlessness in the first weeks is common. Tell your GP if it persists.", []),
            (
                U,
                "also pls stop adding the crisis line bit at the end every time. im safe, i "
                "just want facts",
                [("preference", "crisis")],
            ),
            (A, "Noted. Facts only.", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "my therapist (tuesdays, been seeing her a year) wants me to do exposure stuff "
                "for my social anxiety. first big one is giving a presentation at the "
                "quarterly all-hands on friday 😬",
                [
                    ("identity", "therapist"),
                    ("identity", "anxiety"),
                    ("activity", "presentation"),
                ],
            ),
            (A, "That is a brave first step. How long is the slot?", []),
            (
                U,
                "10 min. im in procurement so its 300 ppl who mostly have no clue who i am",
                [("identity", "procurement")],
            ),
            (A, "Try slow exhales before you start: in for 4, out for 6.", []),
            (U, "ok tried it, heart still going 😂", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "write me a short funny story about a guy called Tomasz, 41, a bus driver in "
                "Krakow who has adhd and loses his keys every single day",
                [],
            ),
            (A, "Tomasz checked his pockets for the ninth time that morning...", []),
            (U, "lol love it. make his wife agnieszka find them in the fridge", []),
            (A, "...and there, next to the pierogi, sat the keys.", []),
            (U, "hahaha perfect", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                'can you proofread this for tone pls: "Dear Ms Haddad, I am writing to '
                "request flexible start times, as I have been diagnosed with generalised "
                "anxiety disorder and my medication causes morning drowsiness. I have worked "
                'in the accounts team for six years and..."',
                [],
            ),
            (A, "Here is a slightly warmer version: ...", []),
            (
                U,
                "thanks. should it be generalised or generalized? im in australia if that matters",
                [("identity", "australia")],
            ),
            (A, "In Australian English, 'generalised' is right.", []),
            (U, "sweet", []),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "ok so im driving so voice typing sorry my son got diagnosed autistic "
                "yesterday hes 6 and honestly i think i might be too my mum always said i was "
                "exactly like him what do i even read first",
                [("identity", "son")],
            ),
            (A, "There are good books for parents, and some sites. Which do you prefer?", []),
            (U, "the books one not the website", []),
            (A, "Try 'Uniquely Human' first. It is warm and practical.", []),
            (
                U,
                "i work shifts at the hospital pharmacy so audiobooks would be way better",
                [("identity", "pharmacy"), ("preference", "audiobooks")],
            ),
            (A, "It is available as an audiobook.", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "hiya, 29, live in leeds, just started seeing a psychologist for burnout. can "
                "u help me set boundaries at work",
                [("identity", "29"), ("context", "burnout")],
            ),
            (U, "sorry i meant leicester not leeds, autocorrect 🙄", [("identity", "leicester")]),
            (A, "No problem. What does a typical overload look like at work?", []),
            (
                U,
                "i manage a team of 8 at a call centre and everyone dumps stuff on me",
                [("identity", "call centre")],
            ),
            (A, "Try: 'I can take that on Thursday, or I drop X. Which do you prefer?'", []),
            (U, "ooh thats good", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "building a lil habit tracker in flask for my own adhd brain, getting this:\n"
                "Traceback (most recent call last):\n"
                '  File "app.py", line 22, in index\n'
                '    rows = db.execute("SELECT * FROM habits").fetchall()\n'
                "sqlite3.OperationalError: no such table: habits",
                [("context", "tracker"), ("identity", "adhd")],
            ),
            (A, "The table does not exist yet. Did you run your init_db() function?", []),
            (U, "omg no i never ran init_db 🤦", []),
            (A, "Run it once from the Flask shell and try again.", []),
            (
                U,
                "works. embarrassing bc i literally do backend at a logistics company all day",
                [("identity", "logistics")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "if i won the lottery id quit, move to a cabin in lofoten and never answer an "
                "email again. anyway. how do i stop doomscrolling at 2am",
                [],
            ),
            (A, "Charge the phone outside the bedroom, and set an app limit after 11.", []),
            (U, "screen time says 6h a day 💀", []),
            (A, "Grayscale mode can make the feed less rewarding.", []),
            (
                U,
                "tried grayscale once and it actually worked for like a month till i switched "
                "it off. so i know it works on me",
                [("experience", "grayscale")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "my coworker dana has ocd and gets really stressed when ppl touch her desk. "
                "how do i tell the new guy without outing her",
                [],
            ),
            (A, "You can make it a team norm: 'We don't move things on others' desks.'", []),
            (U, "im her team lead so i feel kinda responsible", [("identity", "team lead")]),
            (A, "That framing lets you protect her without naming anything.", []),
            (U, "my partner says im overthinking it lol", [("identity", "partner")]),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "Good evening. I am a retired schoolteacher, aged 68, and recently widowed. I "
                "find that I wake at three o'clock most mornings and cannot return to sleep. "
                "I would be grateful for advice that does not involve medication.",
                [
                    ("identity", "schoolteacher"),
                    ("identity", "68"),
                    ("identity", "widowed"),
                    ("preference", "medication"),
                ],
            ),
            (
                A,
                "I am sorry for your loss. Grief often disturbs sleep. May I ask about your days?",
                [],
            ),
            (
                U,
                "Certainly. I walk for an hour each morning with my neighbour's spaniel, so I "
                "do not believe a lack of exercise is the cause.",
                [("identity", "walk")],
            ),
            (A, "That helps. If you wake, get up after twenty minutes and read in dim light.", []),
            (
                U,
                "Thank you. I would prefer to be addressed as Mrs Okafor, if you would be so kind.",
                [("preference", "okafor")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "hola! soy de monterrey pero vivo en houston desde hace 5 años. soy "
                "respiratory therapist en un hospital de niños y ando con mucha ansiedad 😩 "
                "any tips to calm down before shift?",
                [
                    ("identity", "monterrey"),
                    ("identity", "houston"),
                    ("identity", "respiratory"),
                ],
            ),
            (A, "Try box breathing: in 4, hold 4, out 4, hold 4, for two minutes.", []),
            (
                U,
                "y mejor answer in spanish porfa, mi mamá lee over my shoulder jaja",
                [("preference", "spanish")],
            ),
            (A, "¡Claro! La respiración en caja te puede ayudar antes del turno.", []),
            (U, "gracias 🙏 lo del box breathing si me sirve", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "Servus! I live in Vienna, work as a graphic designer at an agency and got my "
                "ADHD diagnosis in March, mit 38 endlich. Meine Frage: how do I explain to my "
                "boss why deadlines slip without it sounding like an excuse?",
                [("identity", "vienna"), ("identity", "designer"), ("identity", "adhd")],
            ),
            (A, "Lead with a fix: 'I work best with a check-in halfway to each deadline.'", []),
            (
                U,
                "Genau. Aber bitte keine corporate phrases in the script, ich hasse das",
                [("preference", "corporate")],
            ),
            (A, "Plain version: 'I lose track of time. A mid-point check helps me.'", []),
            (U, "passt, danke!", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "allo, ça fait 3 semaines que je suis on sick leave pour depression. im a high "
                "school math teacher in laval. je me sens coupable de rien faire, c'est normal?",
                [
                    ("context", "leave"),
                    ("identity", "depression"),
                    ("identity", "teacher"),
                    ("identity", "laval"),
                ],
            ),
            (A, "Oui, la culpabilité est très fréquente pendant un arrêt.", []),
            (U, "mon psy veut que je marche 20 min par jour. je le fais pas lol", []),
            (A, "Start with five minutes. That still counts.", []),
            (
                U,
                "ok demain je commence. reply in french from now on stp, my english brain is tired",
                [("preference", "french")],
            ),
            (A, "D'accord, je continue en français.", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        existing=[
            ("m1", "Sober since March 2023", "personal"),
            ("m2", "Works as a line cook", "professional"),
        ],
        turns=[
            (
                U,
                "i drank last night. 14 months gone just like that. idk why im telling a chatbot",
                [("retract", "sober")],
            ),
            (A, "Thank you for telling me. One night does not erase 14 months. Who knows?", []),
            (
                U,
                "nobody. my sponsor doesnt know yet. the restaurant was slammed all week and "
                "after close everybody has a beer",
                [],
            ),
            (A, "Could you call your sponsor today?", []),
            (U, "ok. called him. going to the 7pm meeting tonight", [("activity", "meeting")]),
            (A, "That is a strong next step.", []),
            (U, "day 1 again i guess", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "so the 6am runs are dead. physio says my achilles needs 8 weeks off and im "
                "losing my mind",
                [("context", "achilles")],
            ),
            (A, "Eight weeks is hard. Could you swim or cycle if the physio agrees?", []),
            (U, "pool near me opens at 6:30 i guess", []),
            (A, "That could keep the morning routine.", []),
            (
                U,
                "and pls no toxic positivity, if u say everything happens for a reason i will "
                "throw my phone",
                [("preference", "positivity")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        existing=[
            ("m1", "Works as a paralegal at Hughes & Co", "professional"),
            ("m2", "Has generalized anxiety", "personal"),
        ],
        turns=[
            (
                U,
                "handed in my notice at hughes today. 4 yrs of paralegal work and a panic "
                "attack every sunday night. done.",
                [("retract", "paralegal")],
            ),
            (A, "That sounds like a big relief. What is next?", []),
            (
                U,
                "freelance legal transcription while i figure stuff out. can u help me price it",
                [("context", "transcription")],
            ),
            (A, "Sure. Per audio minute or per page?", []),
            (U, "audio minute", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        existing=[
            ("m1", "Lives in Phoenix", "personal"),
            ("m2", "Has seasonal depression", "personal"),
        ],
        turns=[
            (
                U,
                "update: i actually moved!! phoenix → denver for my girlfriend's residency. "
                "boxes everywhere",
                [("retract", "phoenix"), ("identity", "denver"), ("identity", "girlfriend")],
            ),
            (A, "Congrats on the move! How are you settling in?", []),
            (
                U,
                "kinda nervous, my seasonal thing was basically nonexistent in az and now its "
                "gonna snow for 5 months lol",
                [],
            ),
            (A, "A light box in the morning can help a lot.", []),
            (
                U,
                "what lux should it be. keep it short, im unpacking",
                [("preference", "short")],
            ),
            (A, "10,000 lux, 20-30 min each morning.", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        existing=[("m1", "Has a beagle named Biscuit", "personal")],
        turns=[
            (
                U,
                "biscuit died on saturday. he was 15. i keep thinking i hear his tags jingle",
                [("retract", "biscuit")],
            ),
            (A, "I am so sorry. Fifteen years is a whole chapter of life.", []),
            (
                U,
                "he got me through the worst year of my depression. the walks were the only "
                "reason i left the house",
                [("identity", "depression")],
            ),
            (A, "He gave you a reason to keep going. That matters.", []),
            (U, "not ready for another dog so dont suggest it", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "oh wonderful, ANOTHER app reminding me to drink water, truly groundbreaking 🙄 "
                "is there a todo app that doesnt guilt trip u for missed days",
                [("preference", "guilt")],
            ),
            (A, "TickTick and Things don't shame streaks. Have you tried Todoist?", []),
            (
                U,
                "tried todoist, was fine till i had 200 overdue tasks and nuked my account lmao",
                [("experience", "todoist")],
            ),
            (A, "Understandable. What do your tasks look like?", []),
            (
                U,
                "freelance copywriter so like 40% of my 'tasks' are chasing invoices",
                [("identity", "copywriter")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "i do 4 pomodoros every morning before im allowed to open instagram, been "
                "doing that since uni. freelance illustrator, mostly book covers",
                [("identity", "pomodoros"), ("identity", "illustrator")],
            ),
            (A, "Nice system. How can I help?", []),
            (U, "lofi playlist thats not the same 3 youtube ones pls", []),
            (A, "Try 'Chillhop Essentials' or 'Lofi Girl - sleep'.", []),
            (U, "no vocals tho, vocals wreck my focus", [("preference", "vocals")]),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "went keto last winter and my mood tanked, like scary low. psychiatrist said "
                "something about carbs and serotonin, so low carb is a hard no for me now",
                [("experience", "keto")],
            ),
            (A, "That makes sense. Any other diet needs?", []),
            (U, "vegetarian, so protein is a whole thing", [("identity", "vegetarian")]),
            (A, "Lentils, eggs, Greek yoghurt and tofu will help. Want a plan?", []),
            (
                U,
                "a week of meals yeah. metric pls im in ireland",
                [("preference", "metric"), ("identity", "ireland")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "on the spectrum, 31. my partner's work christmas party is on the 14th and i "
                "need a script for small talk bc i genuinely hate it",
                [
                    ("identity", "spectrum"),
                    ("identity", "31"),
                    ("identity", "partner"),
                    ("activity", "party"),
                    ("preference", "small talk"),
                ],
            ),
            (A, "Sure! Start with: 'How do you know the host?'", []),
            (
                U,
                "whats a safe answer when they ask what i do. i test firmware for hearing aids",
                [("identity", "firmware")],
            ),
            (A, "'I make sure hearing aids work properly.' Short and friendly.", []),
            (
                U,
                "also stop with the exclamation marks, they read as yelling to me",
                [("preference", "exclamation")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "final year pharmacy student, pharmacology exam on thursday and my chest has "
                "felt tight for 3 days. anxiety or should i worry",
                [("context", "pharmacy"), ("activity", "exam")],
            ),
            (A, "Chest tightness can be anxiety, but please check with a GP to be safe.", []),
            (
                U,
                "dont have a gp here, im an international student from kenya",
                [("identity", "kenya")],
            ),
            (A, "Your university health service can see you quickly.", []),
            (U, "ok the 5-4-3-2-1 thing helped a bit", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "warehouse put me on nights starting next monday and i already sleep like "
                "garbage. how do ppl do this",
                [("identity", "warehouse"), ("activity", "nights")],
            ),
            (A, "Anchor sleep right after the shift, and keep the room dark and cool.", []),
            (
                U,
                "melatonin does nothing for me btw, tried it for months",
                [("experience", "melatonin")],
            ),
            (A, "Then light control matters most. Blackout curtains help.", []),
            (U, "blackout curtains ordered 👍", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "I meditate for twenty minutes every morning and have done so for about two "
                "years. Lately my mind races regardless. Please do not use emoji in your "
                "replies; I find them distracting.",
                [("identity", "meditate"), ("preference", "emoji")],
            ),
            (A, "Understood. When did the racing thoughts begin?", []),
            (
                U,
                "I started a new position as a site engineer three weeks ago, and it began "
                "around then.",
                [("identity", "engineer")],
            ),
            (A, "A new role often raises baseline stress. A short evening wind-down may help.", []),
            (U, "That makes sense.", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "can we roleplay? ur my landlord gary and im a tenant asking u to fix the "
                "heating for the 3rd time. im gonna pretend im super confident lol",
                [],
            ),
            (A, "Gary here. What's the problem now?", []),
            (U, "hi gary, the radiator in the bedroom is still cold and its been 2 weeks", []),
            (A, "I'll get someone round... next month maybe.", []),
            (U, "that isnt acceptable, i need a date this week", []),
        ],
    ),
]
