"""memoryflow's tables: chat topics and messages, memories, persona documents, async tasks."""

from memoryflow.models.chat import (
    SETTLED_STATUSES,
    ExtractionStatus,
    Message,
    MessageRole,
    Topic,
)
from memoryflow.models.memory import Memory
from memoryflow.models.operations import AuditChannel, AuditLog, Operations
from memoryflow.models.persona import PersonaDocument, PersonaHistory
from memoryflow.models.signature import SeenDeliveryToken
from memoryflow.models.task import (
    AsyncTask,
    AsyncTaskTopic,
    TaskStatus,
    TaskTopicOutcome,
    TaskType,
)
from memoryflow.models.workflow import FanoutBatch, FanoutChild, Lease, RunStatus, WorkflowRun

__all__ = [
    "SETTLED_STATUSES",
    "AsyncTask",
    "AsyncTaskTopic",
    "AuditChannel",
    "AuditLog",
    "ExtractionStatus",
    "FanoutBatch",
    "FanoutChild",
    "Lease",
    "Memory",
    "Message",
    "MessageRole",
    "Operations",
    "PersonaDocument",
    "PersonaHistory",
    "RunStatus",
    "SeenDeliveryToken",
    "TaskStatus",
    "TaskTopicOutcome",
    "TaskType",
    "Topic",
    "WorkflowRun",
]
