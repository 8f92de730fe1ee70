"""Held-out set 37: food, fitness and daily routines.

Cooks, bakers, runners, gym-goers, people on diets or with food intolerances, meal planning,
training plans, races and competitions, sleep and shift-work routines.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), each a kind of person or a kind of
   chat hazard from kitchens, gyms, races and odd sleep schedules, chosen from what people
   tell a chat assistant, not from what any pattern could match.
2. For each situation, the user's turns as a person would type them: run-on messages with
   several facts and a question, lowercase without apostrophes, typos, emoji and filler,
   sarcasm, German and Italian fragments, pasted code and a forwarded training plan,
   role-play and story requests, wishes and maybes, fragments that answer the assistant's
   question (sometimes one asked two turns back).
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message, in a long-term memory?", following the label guide in
   docs/domain.md. Facts inside stories, role-play, wishes and text to translate get no
   label; facts about other people are labelled only for what they say about the user.
   Roughly two in five user turns state nothing durable and carry no label.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label the extractor misses stays a miss.
"""

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a line cook in short lowercase bursts with emoji, smoking meat at home on weekends",
    "a night-shift nurse writing one long paragraph about sleep, a move and a partner",
    "a sourdough baker who is sarcastic about a flat loaf and wants grams",
    "a first-time marathoner with a race date, a training block and a units preference",
    "a gym-goer pasting python that estimates a one-rep max",
    "a celiac cook planning dinners for a lactose-intolerant husband",
    "a pastry chef who left the job to run meal prep deliveries (existing memories)",
    "an ex-vegan who switched diet on doctor's orders (existing memories)",
    "a sunday-league player who quit football for swimming (existing memory)",
    "a warehouse worker moving from night shifts to day shifts (existing memory)",
    "role-play as a drill sergeant, then real facts and a sarcastic 'i LOVE burpees'",
    "a story about a baker in lyon, then the user's own croissant attempts",
    "an italian-born londoner asking to translate a grandmother's recipe",
    "wishes and maybes: a dream bakery, a sub-20 5k, keto some day",
    "a beginner's strength plan where the age comes two turns after the question",
    "a firefighter on 24-hour shifts with a wife and young sons",
    "a new ibs diagnosis and a low-fodmap elimination phase",
    "a first powerlifting meet with a date, and a wish for short answers",
    "a parent cooking for a big household with a picky eater",
    "a 34-year-old joining a gym for the first time",
    "small talk about a diet that failed on day one",
    "a vegan bodybuilder cutting for a first show, with a soy problem",
    "a new mother with insomnia asking about melatonin",
    "a runner forwarding a coach's week plan to turn into a table",
    "units and disliked ingredients stated as standing instructions",
    "a lesson learned from eating something new before a half marathon",
    "a german vegetarian runner mixing german and english",
    "intermittent fasting and a plan to start running in the morning",
    "a county fair pie contest on saturday and last year's result",
    "a baker starting at 3am whose social life suffers",
    "a type 1 diabetic counting carbs in banana bread",
    "a first triathlon, a fragment answer, and a bike commute",
)

HOLDOUT37: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (U, "yo how long do i rest a brisket after it comes off 🔥", []),
            (
                A,
                (
                    "At least an hour wrapped, ideally in a dry cooler; two to three hours is "
                    "even better."
                ),
                [],
            ),
            (
                U,
                (
                    "lol ok. im a line cook so meat isnt new to me but a 14 hr brisket at home is "
                    "a diff beast"
                ),
                [("identity", "cook")],
            ),
            (A, "Fair enough. What smoker are you using?", []),
            (
                U,
                "cheap offset off marketplace. i smoke something pretty much every sunday now 😅",
                [("identity", "sunday")],
            ),
            (A, "Offsets are great once you learn the fire. Keep it clean and steady.", []),
            (U, "ok its stalled at 165 do i wrap or push thru", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                (
                    "ok so im a nurse doing nights on a cardiac ward, 3 12s a week, and ever "
                    "since we moved to leeds in march i cant sleep past 1pm because theres a "
                    "building site right outside the bedroom window. ive tried everything. is it "
                    "bad to nap before the shift as well or does that mess me up more"
                ),
                [("identity", "nurse"), ("identity", "night"), ("identity", "leeds")],
            ),
            (
                A,
                (
                    "A short nap before a night shift usually helps. Do you already use blackout "
                    "curtains and earplugs?"
                ),
                [],
            ),
            (U, "yep both. its the drilling 😩", []),
            (
                A,
                (
                    "Then a white-noise machine or moving the bed to another room might be worth "
                    "a try."
                ),
                [],
            ),
            (
                U,
                "my partner works 9-5 so weekends are the only time we see each other awake lol",
                [("identity", "partner")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                (
                    "i bake sourdough every weekend and my starter (his name is gerald) is 3 "
                    "years old. this weekend the loaf came out flat as a pancake. i just LOVE "
                    "that for me 🙃"
                ),
                [("identity", "sourdough")],
            ),
            (
                A,
                (
                    "Flat loaves usually mean over-proofing or weak shaping. What hydration, and "
                    "how long was the bulk?"
                ),
                [],
            ),
            (U, "75%, bulk was like 9 hrs cause i forgot about it lol", []),
            (
                A,
                (
                    "Nine hours is likely too long at room temperature; aim for 4-6 and watch the "
                    "dough, not the clock."
                ),
                [],
            ),
            (
                U,
                "ok yeah thats on me. also pls stop giving me cup measurements i only use grams",
                [("preference", "grams")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                (
                    "first marathon!! running berlin on sept 29 and im on week 3 of an 18 week "
                    "plan, currently ~40k a week. is that enough base?"
                ),
                [("activity", "berlin"), ("context", "marathon")],
            ),
            (
                A,
                "40 km a week is a reasonable base at this point. What's your longest run so far?",
                [],
            ),
            (U, "18k last sunday. felt awful tbh", []),
            (A, "That's normal early in a block. Keep long runs easy and build 1-2 km a week.", []),
            (
                U,
                "also metric only pls, im in austria and miles mean nothing to me",
                [("preference", "metric"), ("identity", "austria")],
            ),
            (A, "Will do, everything in kilometres from now on.", []),
            (U, "what should i eat the night before a long run", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                (
                    "i lift 4x a week (push pull legs) and im trying to track my estimated 1rm in "
                    "python. why does this give me the wrong number for 1 rep\n\ndef "
                    "one_rm(weight, reps):\n    return weight * (1 + reps / 30)\n\n"
                    "print(one_rm(100, 1))  # 103.33??"
                ),
                [("identity", "lift")],
            ),
            (
                A,
                "Epley overestimates at one rep. Special-case it: if reps == 1, return weight.",
                [],
            ),
            (U, "can u add brzycki too and average the two", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                (
                    "can u make me a 5 day dinner plan, im celiac so everything has to be gluten "
                    "free and my husband is lactose intolerant so dairy is out too 🙃 nothing over "
                    "30 min pls"
                ),
                [("identity", "celiac"), ("identity", "husband")],
            ),
            (A, "Sure. Is there anything either of you dislikes?", []),
            (
                U,
                "he hates mushrooms, i hate nothing except cooking lol",
                [("preference", "cooking")],
            ),
            (
                A,
                (
                    "Here's a plan: Monday chicken fajitas on corn tortillas, Tuesday salmon with "
                    "potatoes..."
                ),
                [],
            ),
            (U, "perfect, swap tuesday for something with rice", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                (
                    "need help pricing stuff. left the hotel pastry job in march and now i run my "
                    "own meal prep delivery thing, about 40 customers a week"
                ),
                [("retract", "pastry"), ("identity", "meal prep")],
            ),
            (A, "Congrats on going independent! What do you charge per meal now?", []),
            (U, "£7.50. feels low", []),
            (A, "What do ingredients and packaging cost you per meal?", []),
            (
                U,
                (
                    "ingredients about £2.80 a meal, packaging 40p. its just me and my sister, "
                    "she does the deliveries"
                ),
                [("identity", "sister")],
            ),
        ],
        existing=[
            ("m1", "Works as a pastry chef", "professional"),
            ("m2", "Lives in Bristol", "personal"),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                (
                    "so update, not vegan anymore 😔 my iron was tanking and my doctor basically "
                    "begged me. im pescatarian now"
                ),
                [("retract", "vegan"), ("identity", "pescatarian")],
            ),
            (A, "That makes sense. Would you like some iron-rich fish meals?", []),
            (U, "yes but no tuna, i cant stand it", [("preference", "tuna")]),
            (
                A,
                "Mussels, sardines and salmon are all good sources. Here are three quick ideas...",
                [],
            ),
            (U, "mussels scare me lol how do i know theyre ok", []),
        ],
        existing=[
            ("m1", "Vegan", "personal"),
            ("m2", "Works as a graphic designer", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                (
                    "quit the sunday league, knees are done at 41 lol. started swimming instead, "
                    "3 mornings a week before work"
                ),
                [("retract", "league"), ("identity", "swim"), ("identity", "41")],
            ),
            (A, "Good switch for the knees. Which stroke do you mostly swim?", []),
            (U, "breaststroke mostly, my freestyle is a disaster", []),
            (
                A,
                "Breaststroke kick can be hard on knees too, so freestyle is worth working on.",
                [],
            ),
            (U, "can u give me a 4 week plan to get to 1500m freestyle nonstop", []),
        ],
        existing=[("m1", "Plays in a Sunday football league", "personal")],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                (
                    "FINALLY moved to day shifts at the warehouse!!! 6am-2pm from next monday. "
                    "how do i flip my sleep back in like 5 days"
                ),
                [("retract", "night"), ("identity", "day shift")],
            ),
            (
                A,
                (
                    "Move bedtime 1-2 hours earlier each day and get bright light right after "
                    "waking. When do you sleep now?"
                ),
                [],
            ),
            (
                U,
                "like 8am to 3pm. and i have a dog who needs walking at some point lol",
                [("identity", "dog")],
            ),
        ],
        existing=[("m1", "Works night shifts at a warehouse", "professional")],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                (
                    "pretend youre a drill sergeant and im a lazy recruit who skipped leg day for "
                    "the 5th time. full movie mode"
                ),
                [],
            ),
            (A, "LISTEN UP, RECRUIT! Five leg days? FIVE? Drop and give me twenty squats!", []),
            (
                U,
                (
                    "lmaooo ok that was great. for real tho i do crossfit 3x a week and my box "
                    "programs burpees every. single. day. i just LOVE burpees 🙄 any subs?"
                ),
                [("identity", "crossfit"), ("preference", "burpees")],
            ),
            (A, "Try sprawls, dumbbell thrusters or rower sprints for similar conditioning.", []),
            (U, "my coach will kill me but ok", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                (
                    "write me a short story about an old baker in lyon who enters a croissant "
                    "competition against her grandson"
                ),
                [],
            ),
            (A, "Every morning at four, the old baker on Rue Mercière...", []),
            (U, "love it. make her name marie and give her a grumpy cat called beurre", []),
            (
                A,
                "Marie wiped the flour from her hands while Beurre glared from the windowsill...",
                [],
            ),
            (
                U,
                (
                    "lol my own croissants look nothing like hers, ive tried 3 times now and the "
                    "butter always leaks out"
                ),
                [("context", "croissant")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                (
                    "sono italiana ma cresciuta a londra so my italian reading is kinda rusty. "
                    "can u translate my nonnas recipe: 'Per 4 persone: 400 g di farina 00, 4 "
                    "uova, un pizzico di sale. Impastare per 10 minuti e lasciare riposare mezz "
                    "ora.'"
                ),
                [("identity", "italian"), ("identity", "london"), ("identity", "grand")],
            ),
            (
                A,
                (
                    "For 4 people: 400 g of 00 flour, 4 eggs, a pinch of salt. Knead for 10 "
                    "minutes and let it rest for half an hour."
                ),
                [],
            ),
            (U, "grazie! is 00 flour the same as plain flour", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                (
                    "if i ever open a bakery itd be tiny, like 3 kinds of bread and thats it. "
                    "what would startup costs even be roughly"
                ),
                [],
            ),
            (
                A,
                (
                    "It varies a lot, but a small bakery often needs tens of thousands for ovens, "
                    "fit-out and permits."
                ),
                [],
            ),
            (
                U,
                "lol yeah thats a retirement dream. for now its my 9-5 in insurance 😴",
                [("identity", "insurance")],
            ),
            (A, "Plenty of people start with a market stall on weekends first.", []),
            (U, "i wish i could run a sub 20 5k too but thats another fantasy", []),
            (A, "With consistent training it's more reachable than you think.", []),
            (U, "maybe ill try keto next year idk", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (U, "can u make me a strength plan? total beginner", []),
            (A, "Happy to. How old are you, and how many days a week can you train?", []),
            (U, "4 days max, i work retail so weekends are out", [("identity", "retail")]),
            (A, "Got it. Any injuries I should know about?", []),
            (U, "nope. oh and 52 btw, forgot", [("identity", "52")]),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                (
                    "im a firefighter on 24 on 48 off and my sleep is a mess, maybe 3 hrs on a "
                    "busy shift. whats the best way to recover on the first day off"
                ),
                [("identity", "firefighter")],
            ),
            (
                A,
                (
                    "A short morning nap, then stay up until a normal bedtime. Does your family "
                    "schedule make that hard?"
                ),
                [],
            ),
            (
                U,
                "my wife works days at a school so if i sleep all day we barely see each other lol",
                [("identity", "wife")],
            ),
            (A, "Do you have kids at home too?", []),
            (U, "two sons, 2 and 4 😅 so sleep is a rumour", [("identity", "sons")]),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                (
                    "got diagnosed with ibs in january and im in the elimination phase of low "
                    "fodmap rn. onion and garlic are in literally everything, what do i use for "
                    "flavour"
                ),
                [("identity", "ibs"), ("context", "fodmap")],
            ),
            (
                A,
                (
                    "Garlic-infused oil is low FODMAP, and the green tops of spring onions are "
                    "fine too."
                ),
                [],
            ),
            (U, "omg that works?? game changer", []),
            (A, "It does, because the fructans don't dissolve into the oil.", []),
            (U, "i work from home so i can actually cook lunch, ideas pls", [("identity", "home")]),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                (
                    "first powerlifting meet on june 8th!! 63kg class. keep answers short pls, i "
                    "just need the numbers"
                ),
                [("activity", "powerlifting"), ("preference", "short")],
            ),
            (A, "Got it. Current best squat, bench, deadlift?", []),
            (U, "140/85/170", []),
            (A, "Openers around 90%: 127.5 / 77.5 / 155.", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                (
                    "i cook for 5 every night, 3 kids plus my mother in law lives with us, and "
                    "one of the kids is the pickiest eater alive. need a 2 week rotation that "
                    "wont get me killed"
                ),
                [("identity", "kids"), ("identity", "mother")],
            ),
            (A, "Sure. How old are the kids?", []),
            (U, "8, 11 and 14. the 8yo is the picky one, basically only eats beige food lol", []),
            (
                A,
                (
                    "Then build meals with a plain base and toppings on the side. Any foods off "
                    "the table?"
                ),
                [],
            ),
            (U, "no fish pls, nobody here eats it including me", [("preference", "fish")]),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                (
                    "just signed up at a gym for the first time ever at 34 lol and the free "
                    "weights area scares me. is it weird to just use machines for a while"
                ),
                [("context", "gym"), ("identity", "34")],
            ),
            (A, "Not weird at all. Machines are a great way to learn the movements.", []),
            (
                U,
                (
                    "ok that makes me feel better ngl. mostly want to fix my back, i sit at a "
                    "desk all day as an accountant"
                ),
                [("identity", "accountant")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (U, "day 1 of my diet and i just ate a whole pizza lmaooo 💀", [("context", "diet")]),
            (A, "One pizza doesn't undo anything. Tomorrow is a fresh start.", []),
            (U, "tbh im not even sad it was amazing", []),
            (A, "Honestly, fair.", []),
            (U, "thanks ur the best", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                (
                    "been vegan 6 years and just started cutting for my first bodybuilding show "
                    "in october. pea protein tastes like wet dirt tho, any alternatives that "
                    "arent soy? soy wrecks my stomach"
                ),
                [
                    ("identity", "vegan"),
                    ("activity", "bodybuilding"),
                    ("preference", "pea protein"),
                    ("identity", "soy"),
                ],
            ),
            (
                A,
                (
                    "Rice-and-pea blends taste milder, and seitan or lentil-based powders are "
                    "options too."
                ),
                [],
            ),
            (U, "rice and pea blend might work, ill try it", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                (
                    "had insomnia on and off for years but since my daughter was born its a whole "
                    "other level. is melatonin safe while breastfeeding"
                ),
                [("identity", "insomnia"), ("identity", "daughter"), ("context", "breastfeed")],
            ),
            (A, "Please check with your doctor or a pharmacist first. How old is she?", []),
            (U, "7 months. shes my first", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                (
                    "my running coach sent me this, can u turn it into a table?\n\n> Mon: rest\n> "
                    "Tue: 8x400m @ 5k pace, 90s jog\n> Wed: 10k easy\n> Thu: 3x2k tempo\n> Fri: "
                    "rest\n> Sat: parkrun + 5k cooldown\n> Sun: 24k long run"
                ),
                [("identity", "coach")],
            ),
            (
                A,
                "| Day | Session |\n|---|---|\n| Mon | Rest |\n| Tue | 8x400 m at 5k pace |\n...",
                [],
            ),
            (U, "perfect. can u add a column for what to eat before each", []),
            (A, "Done, with a light carb snack before the harder sessions.", []),
            (
                U,
                "ty. this is the build for the valencia half in december btw",
                [("activity", "valencia")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                (
                    "from now on give recipes in grams and celsius pls, im not american lol. and "
                    "never cilantro, it tastes like soap to me"
                ),
                [("preference", "grams"), ("preference", "cilantro")],
            ),
            (A, "Noted: grams, Celsius, no cilantro.", []),
            (U, "ok now a thai green curry for 2", []),
            (A, "Here's a green curry for two, with Thai basil instead of coriander...", []),
            (
                U,
                "oh and im lactose intolerant, forgot to say. coconut milk is fine tho",
                [("identity", "lactose")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                (
                    "lesson learned: never eat something new the night before a race. had lentil "
                    "pasta before my half on sunday and spent mile 9 looking for a porta potty 💀"
                ),
                [("experience", "lentil")],
            ),
            (A, "Oof. Did you still finish?", []),
            (U, "1:58 so not all bad", []),
            (A, "That's a solid time under the circumstances. Want a pre-race meal checklist?", []),
            (U, "yes pls", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                (
                    "bin grad vom lauf zurück, 12km im regen 😅 anyway need a post-run dinner "
                    "idea, ich bin vegetarier and i live in hamburg so whatever rewe has lol"
                ),
                [("identity", "vegetari"), ("identity", "hamburg")],
            ),
            (A, "How about a lentil and sweet potato curry with rice? Everything is at REWE.", []),
            (U, "danke! und reicht das protein?", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                (
                    "ive been doing 16:8 fasting for about a year, eating window 12 to 8. now i "
                    "want to start morning runs at 6am, do i run fasted or is that dumb"
                ),
                [("identity", "fasting")],
            ),
            (
                A,
                (
                    "Easy runs fasted are fine for most people; for harder sessions, a small "
                    "snack helps."
                ),
                [],
            ),
            (
                U,
                (
                    "ok ill try black coffee first. i only drink it black anyway, cant stand milk "
                    "in coffee"
                ),
                [("preference", "milk")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                (
                    "entering the county fair pie contest on saturday!!! doing my salted caramel "
                    "apple, need help with a lattice that doesnt shrink"
                ),
                [("activity", "pie")],
            ),
            (A, "Chill the lattice strips well and don't stretch them when weaving.", []),
            (
                U,
                "i won 2nd last year so the pressure is ON. my grandkids are my taste testers lol",
                [("experience", "pie"), ("identity", "grand")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                (
                    "i start at 3am at the bakery so im in bed by 7pm every night, my friends "
                    "think im a reverse vampire lol. how do i have any social life"
                ),
                [("identity", "bakery")],
            ),
            (
                A,
                "Lunch and afternoon plans work well, and keep one evening a week for late plans.",
                [],
            ),
            (U, "weekends i sleep till like 10 and then monday kills me", []),
            (A, "Try keeping your weekend wake-up within two hours of your weekday one.", []),
            (
                U,
                "cant really, its a family bakery and my dad owns it so i cover saturdays too",
                [("identity", "dad")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                (
                    "type 1 diabetic since i was 9, how do i count carbs in a homemade banana "
                    "bread? recipe is 250g flour, 3 bananas, 100g sugar, makes 10 slices"
                ),
                [("identity", "type 1")],
            ),
            (
                A,
                (
                    "Roughly 185 g flour carbs + 75 g banana + 100 g sugar = 360 g, so about 36 g "
                    "per slice."
                ),
                [],
            ),
            (U, "and if i swap half the sugar for erythritol?", []),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        [
            (
                U,
                "signed up for my first triathlon!!! small problem: i can barely swim lol",
                [("activity", "triathlon")],
            ),
            (A, "Exciting! Which distance, and when is it?", []),
            (U, "sprint. end of august in gdansk", []),
            (A, "That gives you about three months, plenty for a 750 m swim.", []),
            (
                U,
                "im a decent cyclist at least, i commute 20k a day by bike",
                [("identity", "bike")],
            ),
        ],
    ),
]
