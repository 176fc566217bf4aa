/**
 * Each integration test file counts its own rate limits: with DATABASE_URL set the app's limiter
 * would otherwise use one PostgreSQL table shared by every test file running in parallel, and one
 * file's saves would spend another's points. Tests of the stores build their own limiters.
 */
import { createRateLimiter, setAppLimiter } from '@/lib/site/rate-limit';

setAppLimiter(createRateLimiter({ kind: 'memory' }));
