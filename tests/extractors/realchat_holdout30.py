"""Held-out set 30: health conditions, disabilities, allergies, diets, and pet and animal care.

How it was written (and kept independent of the extractor):

1. A list of situations first (below, `SITUATIONS`), invented for this set: people of many
   occupations, ages and countries who tell a chat assistant about a health condition, a
   disability, an allergy or diet, or an animal they look after, and ask something practical;
   plus a mix of other chat (small talk, role-play, translation, code, life changes).
2. For each situation, the user's turns as a person would type them: long paragraphs with
   several facts and a question, fragments answering the assistant, lowercase without
   apostrophes, typos, emoji, sarcasm, wishes and hypotheticals, role-play, quoted and
   to-be-translated text, code, non-English fragments (Spanish, German, Dutch, Japanese,
   Hindi), facts about other people, and retractions of existing identity memories.
3. Labels written with each turn, by asking "what would a careful human note about this user
   from this message?", without reading the extractor, its documentation or any other set.
   Roughly a third of the user turns state nothing durable about the user and carry no label.
4. The file is committed as written; it is never edited to fit the extractor. A label that
   the extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every word
occurs in its title (case-insensitive). ("retract", words) means the message takes back an
existing identity memory whose title contains the words. Counted in the identity layer.
Messages are dated from Wednesday 2024-05-15 09:00 UTC, one minute apart.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import Conversation

U, A = "user", "assistant"

SITUATIONS = (
    "a primary teacher with type 1 diabetes training for a first half marathon",
    "a coeliac in Buenos Aires mixing Spanish and English, eating out",
    "an ICU nurse whose old cat was just diagnosed with diabetes",
    "a wheelchair user flying to a conference, asking about a chair battery, wants bullet points",
    "a Deaf graphic designer asking for an interpreter, pasting a draft email",
    "a parent of a boy with a peanut allergy who turns out to have allergies of their own",
    "someone who is no longer vegetarian after low iron (existing memory)",
    "a new owner of a rescue greyhound with separation anxiety, pottery class, role-play as the dog",
    "a backend developer in Krakow with chronic migraines pasting a settings file",
    "a small farmer in County Clare whose mare has laminitis, sarcastic about vet bills",
    "a German master's student with ADHD before an exam",
    "a vegan powerlifter before a first competition, metric units",
    "small talk, a pub quiz question, thanks: nothing to keep",
    "a blind paralegal using a screen reader, no tables",
    "a former bank clerk in Quezon City caring for her mother with Alzheimer's (existing memory)",
    "a 13-year-old with two new guinea pigs",
    "a pregnant vegetarian with gestational diabetes and a Hindi aside about her mother",
    "a hobby beekeeper who became allergic to stings, allergist appointment",
    "a tenant in Lyon translating a landlord's note, with an emotional support corgi",
    "a role-play request as a surgeon from a veterinary technician",
    "wishes about Norway and huskies, then the real life in Phoenix with cats",
    "a line cook newly diagnosed with IBS on a low FODMAP diet",
    "a Sunday-league goalkeeper recovering from ACL surgery, physio tomorrow",
    "a 74-year-old retired postman with new hearing aids, wants plain words",
    "a dog owner whose old dog has just died, then lactose intolerance (existing memory)",
    "an autistic adult learning to drive who wants numbered literal steps",
    "a tailor in Accra whose African grey plucks feathers",
    "a shiba owner in Osaka checking an ingredient label (quoted text)",
    "a Dutch cyclist with epilepsy planning a Rhine bike trip with his brother",
    "a laid-off logistics worker with social anxiety, interview role-play (existing memory)",
    "a pharmacist in Santiago whose husband has coeliac disease (facts about another person)",
)


HOLDOUT30: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hi! so ive had type 1 diabetes since i was 12 and im doing my first half marathon in october "
                "(pray for me lol). my sugars keep crashing around km 14 on long runs. what should i eat before "
                "a long run?? i use a libre sensor if that matters",
                [("identity", "diabetes"), ("activity", "marathon")],
            ),
            (
                A,
                "Many runners with type 1 take 15-30 g of fast carbs every 30-40 minutes. Do you run in the morning or evening?",
                [],
            ),
            (U, "mornings before school, im a teacher so 5am it is 🥲", [("identity", "teacher")]),
            (U, "ok thanks that makes sense 🙏 gonna screenshot this", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "tengo celiaquía jaja, well celiac disease, diagnosed last year. vivo en buenos aires y honestly "
                "eating out here is a nightmare with all the milanesas. can you give me questions to ask waiters, in spanish?",
                [("identity", "celiac"), ("identity", "buenos aires")],
            ),
            (A, "Claro. Before I write them: do you also need to avoid oats?", []),
            (U, "yes oats too, my gastro said none for the first year", [("identity", "oats")]),
            (U, "perfecto, mil gracias!!", []),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "My cat Mochi (14) was just diagnosed with diabetes and the vet wants insulin twice a day, 12 hours "
                "apart. Problem is I'm an ICU nurse doing 12h shifts and I'm out of the house 13-14 hours. "
                "How strict is the 12 hour thing really?",
                [("identity", "mochi"), ("identity", "nurse")],
            ),
            (
                A,
                "Consistency matters more than the exact hour. Is there anyone else at home who could give the evening dose?",
                [],
            ),
            (U, "my boyfriend, but he faints at needles lol", [("identity", "boyfriend")]),
            (U, "ok I'll ask the vet about the pen instead of syringes", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "I'm a wheelchair user (T10 spinal cord injury) and I'm flying to Lisbon on the 3rd of June for a "
                "conference. What do I need to tell the airline about my power chair's battery?",
                [("identity", "wheelchair"), ("activity", "lisbon")],
            ),
            (A, "Airlines need the battery type and its watt-hour rating. Do you know them?", []),
            (U, "lithium, 300Wh i think? its on a sticker somewhere", []),
            (
                U,
                "also please dont start every answer with a paragraph of caveats. just bullet points, I'm a grown up",
                [("preference", "bullet")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "I'm Deaf (capital D) and there's an all-hands meeting next Thursday, so I need to ask my manager "
                "for an interpreter AGAIN. Can you help me word it so I don't sound annoyed even though I am",
                [("identity", "deaf"), ("activity", "meeting")],
            ),
            (
                U,
                "here's what I had, fix the tone: \"Hi Dan, as you know I need a BSL interpreter for any meeting "
                'over 30 minutes. This is the third time I am asking. Please book one for Thursday."',
                [],
            ),
            (
                U,
                "perfect. honestly I've been a graphic designer at this agency for 4 years, they should have a standing booking by now",
                [("identity", "designer")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "my son Theo is 6 and has a severe peanut allergy (he carries 2 epipens). his class is going to the zoo "
                "and the teacher wants a one page plan from me about what to do if he reacts. can you draft it",
                [("identity", "son")],
            ),
            (A, "Of course. Does Theo have any other allergies I should list?", []),
            (
                U,
                "just peanuts. im the one allergic to everything lol, shellfish and penicillin",
                [("identity", "shellfish"), ("identity", "penicillin")],
            ),
            (U, "make it fit on one page pls, the teacher wont read two", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "update: im not vegetarian anymore 😅 my iron was SO low my doctor basically begged me. eating fish "
                "and chicken again. any easy high iron dinners?",
                [("retract", "vegetarian")],
            ),
            (U, "nothing with liver. i will not be eating liver.", [("preference", "liver")]),
        ],
        existing=[("m1", "Is vegetarian", "personal")],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "we adopted a rescue greyhound 3 weeks ago, her name is Pippa, and she howls the whole time im gone. "
                "the neighbours have started leaving notes. how do i fix separation anxiety",
                [("identity", "pippa")],
            ),
            (A, "How long do you usually leave her alone at the moment?", []),
            (
                U,
                "like 2 hours on tuesdays and thursdays when i go to my pottery class",
                [("identity", "pottery")],
            ),
            (
                U,
                "lol ok can you pretend to be pippa and write her diary about her first week with us. make it dramatic",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "I get chronic migraines (10ish days a month) and bright screens are the worst trigger. I'm a backend "
                "dev, so screens all day. Can VS Code switch theme automatically with the OS? this is my settings.json:\n"
                '```json\n{\n  "workbench.colorTheme": "Default Light+",\n  "editor.fontSize": 15\n}\n```',
                [("identity", "migraine"), ("identity", "backend")],
            ),
            (U, "also keep answers short pls, walls of text = headache", [("preference", "short")]),
            (U, 'does "window.autoDetectColorScheme" go at the top level?', []),
            (
                U,
                "unrelated but I've lived in Kraków for 2 years and still haven't found a gluten free bakery. my "
                "sister is celiac and visiting, any tips?",
                [("identity", "krak")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "my mare has laminitis again 😩 farrier is coming friday. I keep 3 horses on a small farm. what can "
                "I feed her until then, she's on soaked hay already",
                [("identity", "horses"), ("activity", "farrier")],
            ),
            (A, "Grass sugar depends a lot on climate. Where are you based?", []),
            (U, "west of ireland, county clare. wet as anything", [("identity", "clare")]),
            (U, "oh great, another vet bill. I just LOVE those. best part of my month", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "ich hab ADHS (diagnosed at 24) and my thermodynamics exam is on 12 june and i cant focus for more "
                "than 20 min. pomodoro doesnt work for me. ideas?",
                [("identity", "adhd"), ("activity", "exam")],
            ),
            (A, "A few ideas depend on the course. What are you studying?", []),
            (
                U,
                "masters in mechanical engineering at TUM",
                [("identity", "engineering")],
            ),
            (U, "my mom says i just need more discipline 🙄 danke mama", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "vegan powerlifter here 💪 my first competition is on july 8 and I need like 180g protein a day. "
                "what can i eat that isnt just tofu",
                [
                    ("identity", "vegan"),
                    ("identity", "powerlift"),
                    ("activity", "competition"),
                ],
            ),
            (
                A,
                "Seitan, lentils and pea protein can get you there. How many meals a day do you eat?",
                [],
            ),
            (U, "4 usually", []),
            (
                U,
                "and always grams and kg please, i have no idea what a cup of lentils is",
                [("preference", "metric")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (U, "ugh its raining AGAIN", []),
            (U, "ok random but whats the capital of mongolia, pub quiz argument 😂", []),
            (U, "HA told him. thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "I'm blind and use NVDA with Firefox. Please don't put tables in your answers, the screen reader makes "
                "them a nightmare. Plain sentences are best.",
                [("identity", "blind"), ("preference", "table")],
            ),
            (
                U,
                "I work as a paralegal at a small firm and the court portal has a PDF form that NVDA can't read at "
                "all. Is there any way to fill it in?",
                [("identity", "paralegal")],
            ),
            (U, "the form fields just say 'edit blank' one after the other", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "my mom has alzheimers and lives with us in quezon city. she keeps trying to leave the house at "
                "night, any tips?",
                [("context", "alzheimer"), ("identity", "quezon")],
            ),
            (
                A,
                "Door alarms and a consistent evening routine help many families. Do you have any help, or are you her carer full time?",
                [],
            ),
            (
                U,
                "full time. i quit my job at the bank last year for this",
                [("retract", "bank")],
            ),
        ],
        existing=[("m1", "Works at BDO bank", "professional")],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "hi im 13 and i got 2 guinea pigs for my birthday!!! there names are biscuit and oreo 🐹🐹 what veggies can they eat",
                [("identity", "13"), ("identity", "guinea pig")],
            ),
            (U, "can they have grapes", []),
            (U, "ok only sometimes got it", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "I'm 28 weeks pregnant and just got diagnosed with gestational diabetes. Due date is Aug 19. Can you "
                "make a week of meal ideas?",
                [("context", "pregnan"), ("identity", "gestational"), ("activity", "due")],
            ),
            (A, "Happy to. Do you eat meat, or should the ideas be vegetarian?", []),
            (U, "vegetarian, whole family is", [("identity", "vegetarian")]),
            (U, "mummy keeps saying ghee khao, sab theek ho jayega 🙄 is ghee ok?", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "So I'm a hobby beekeeper, 8 hives, and this spring I suddenly became allergic to stings. The irony "
                "is not lost on me. What should I ask about venom immunotherapy?",
                [("identity", "beekeep"), ("identity", "sting")],
            ),
            (A, "Good questions depend on the tests. Have you seen an allergist yet?", []),
            (U, "appointment on the 29th", [("activity", "allergist")]),
            (U, "do I have to stop until then? the bees don't care about my appointment", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "can you translate this from my landlord? \"Les animaux ne sont pas autorisés dans l'appartement, "
                'merci de trouver une solution avant la fin du mois."',
                [],
            ),
            (
                U,
                "ugh. I have an emotional support dog, a corgi called Waffles. does that change anything legally here?",
                [("identity", "waffles")],
            ),
            (
                U,
                "we've only been in Lyon since January 😩 he's literally smaller than the landlord's cat",
                [("identity", "lyon")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "write me a short story where I'm a world famous heart surgeon who faints at the sight of blood lol",
                [],
            ),
            (
                U,
                "haha love it. irl im a vet tech, the closest i get is holding cats during spays",
                [("identity", "vet")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "someday i want to move to norway and have like 6 huskies and a cabin. a girl can dream",
                [],
            ),
            (
                U,
                "for now im stuck in phoenix with 2 cats and a landlord who hates them. its 110 outside, how do i keep "
                "them cool when the AC breaks",
                [("identity", "phoenix"), ("identity", "cats")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "I'm a line cook and I was just diagnosed with IBS. What can I actually eat on a 10 hour shift?",
                [("identity", "cook"), ("identity", "ibs")],
            ),
            (A, "It depends on your triggers. Are you following any elimination diet?", []),
            (
                U,
                "yeah low fodmap for 6 weeks with a dietitian. garlic is literally in everything at work 😭",
                [("context", "fodmap")],
            ),
            (U, "garlic infused oil is allowed?? game changer", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "tore my ACL in march (football, obviously) and had surgery 3 weeks ago. I'm the goalkeeper for a "
                "sunday league team and I just want to know realistically when I can dive again",
                [("context", "acl"), ("identity", "goalkeeper")],
            ),
            (A, "Most return to sport takes 9-12 months. When is your next physio session?", []),
            (U, "tmrw 8am", [("activity", "physio")]),
            (U, "9 months?? bro", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "Hello. I am 74 years old and a retired postman. My neighbour's boy set this up for me. I have just "
                "got my first hearing aids and they whistle when I put my hat on. What can I do?",
                [("identity", "74"), ("identity", "postman"), ("identity", "hearing")],
            ),
            (
                U,
                "Please use plain words, not jargon. I do not know what a feedback loop is.",
                [("preference", "jargon")],
            ),
            (U, "Thank you very much, that was clear.", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "rocky passed away on sunday. he was 15. idk why im telling a chatbot this",
                [("retract", "rocky")],
            ),
            (
                A,
                "I'm so sorry. Fifteen years is a long life together. Do you want to talk about him?",
                [],
            ),
            (U, "maybe later", []),
            (
                U,
                "anyway i need something for dinner tonight, no dairy, im lactose intolerant",
                [("identity", "lactose")],
            ),
        ],
        existing=[("m1", "Has a dog named Rocky", "personal")],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "I'm autistic and I do best with literal instructions. Please give me numbered steps and no metaphors. "
                "I'm learning to drive and roundabouts make no sense to me. How do I do one?",
                [("identity", "autis"), ("preference", "numbered"), ("context", "driv")],
            ),
            (A, "Here are the steps. Is your test coming up soon?", []),
            (U, "2 july 😬", [("activity", "test")]),
            (U, "what does 'read the traffic' mean. read it how", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "good evening. our african grey kiko is 22 years old and she has started plucking her chest "
                "feathers. what causes this",
                [("identity", "kiko")],
            ),
            (
                A,
                "Boredom, diet and skin problems are common causes. Is she out of the cage much?",
                [],
            ),
            (
                U,
                "all day, she sits in my tailoring shop in accra and greets the customers",
                [("identity", "tailor"), ("identity", "accra")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "うちの柴犬 Kuro (4 yrs) is allergic to chicken, vet confirmed. we're in Osaka and imported food is "
                "so expensive. is this treat ok? the label says:\n"
                '"Ingredients: duck, sweet potato, tapioca starch, chicken fat, xylitol-free glaze"',
                [("identity", "kuro"), ("identity", "osaka")],
            ),
            (U, "ahh the chicken fat. sneaky. ok skip", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "ik heb epilepsie, well controlled on lamotrigine, but im not allowed to drive so i cycle everywhere "
                "lol. what should i pack for a long bike trip?",
                [("identity", "epilep")],
            ),
            (A, "Depends on the distance. Where are you riding?", []),
            (
                U,
                "along the rhine in september with my brother, like 600km",
                [("activity", "trip")],
            ),
            (U, "does lamotrigine make you burn easier? ill be outside all day", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "so i got laid off from the logistics company in march and im job hunting. problem is i have pretty "
                "bad social anxiety and interviews make me want to disappear",
                [("retract", "logistics"), ("context", "job"), ("identity", "anxiety")],
            ),
            (A, "That's a lot at once. Do you have any interviews lined up?", []),
            (U, "friday at 2, on video thank god", [("activity", "interview")]),
            (
                U,
                "can you pretend to be the interviewer? its for a warehouse coordinator job. ask me the hard stuff",
                [],
            ),
        ],
        existing=[("m1", "Works at a logistics company", "professional")],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "My husband has coeliac disease, I don't, but I do all the cooking. I'm a pharmacist so I know the "
                "medical side, it's the kitchen I'm worried about. Do we need separate toasters?",
                [("identity", "husband"), ("identity", "pharmacist")],
            ),
            (U, "and wooden spoons? he's not going to like hearing that", []),
            (A, "Yes, wooden boards and spoons can hold gluten. Would you like a checklist?", []),
            (
                U,
                "yes please. in spanish if you can, we live in santiago and he reads spanish faster",
                [("identity", "santiago")],
            ),
        ],
    ),
]
