import { createFileRoute } from '@tanstack/react-router'
import { FeedbackScreen } from '../../features/support/components/feedback-screen'

export const Route = createFileRoute('/_authed/feedback')({ component: FeedbackScreen })
