"""memoryflow's tables: chat topics and messages, memories, persona documents, async tasks."""

from memoryflow.models.chat import ExtractionStatus, Message, MessageRole, Topic
from memoryflow.models.memory import Memory
from memoryflow.models.persona import PersonaDocument, PersonaHistory
from memoryflow.models.task import AsyncTask, TaskStatus, TaskType

__all__ = [
    "AsyncTask",
    "ExtractionStatus",
    "Memory",
    "Message",
    "MessageRole",
    "PersonaDocument",
    "PersonaHistory",
    "TaskStatus",
    "TaskType",
    "Topic",
]
